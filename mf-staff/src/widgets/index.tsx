// Exposed as `mf_staff/widgets`: the staff app composes no widget into the member's pages.
import type { ComponentType } from 'react';

const widgets: Record<string, ComponentType> = {};

export default widgets;
