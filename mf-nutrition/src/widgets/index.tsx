// Exposed as `mf_nutrition/widgets`: components the shell composes. Home loads this module, so it
// stays tiny: the summary card draws its chart in plain SVG (no Highcharts here).
import type { ComponentType } from 'react';
import { NutritionSummary, type NutritionSummaryProps } from './NutritionSummary';

const widgets: { NutritionSummary: ComponentType<NutritionSummaryProps> } = { NutritionSummary };

export default widgets;
