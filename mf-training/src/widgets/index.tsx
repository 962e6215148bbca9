// Exposed as `mf_training/widgets`: components the shell composes (lazy inside, small here).
import type { ComponentType } from 'react';

const widgets: Record<string, ComponentType<never>> = {};

export default widgets;
