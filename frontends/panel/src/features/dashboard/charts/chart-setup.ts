import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { COLORS } from '@ela/web-kit';

// Only the parts the dashboard draws, so the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

Chart.defaults.font.family = 'Vazirmatn, sans-serif';
Chart.defaults.color = COLORS.text;
// Numbers on axes and in tooltips with Persian digits.
Chart.defaults.locale = 'fa-IR';
Chart.defaults.plugins.tooltip.rtl = true;
Chart.defaults.plugins.tooltip.textDirection = 'rtl';

export { Chart };
