// Exposed as `mf_community/widgets`: small components the shell composes. Home and the top bar load this
// module, so it stays tiny.
import type { ComponentType } from 'react';

const widgets: Record<string, ComponentType> = {};

export default widgets;
