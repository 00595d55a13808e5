import { Bar } from 'react-chartjs-2';
import type { ChartOptions } from 'chart.js';
import { COLORS, formatNumber } from '@ela/web-kit';
import './chart-setup';

interface BarChartProps {
  /** What the chart shows, for screen readers (a table beside it holds the numbers). */
  label: string;
  labels: string[];
  values: number[];
  /** Bars along the reading direction, for rankings and the funnel. */
  horizontal?: boolean;
  /** How a value reads in a tooltip (Toman, a count…). */
  format?: (value: number) => string;
  color?: string;
  height?: number;
}

/**
 * A bar chart that reads right to left: the first label at the right, the value axis on the
 * right, tooltips laid out RTL, Persian digits everywhere.
 */
export function BarChart({
  label,
  labels,
  values,
  horizontal = false,
  format = formatNumber,
  color = COLORS.primary,
  height = 260,
}: BarChartProps) {
  const valueTicks = { callback: (value: number | string) => formatNumber(Number(value)), precision: 0 };
  const options: ChartOptions<'bar'> = {
    indexAxis: horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => format((horizontal ? item.parsed.x : item.parsed.y) ?? 0) } },
    },
    scales: horizontal
      ? { x: { reverse: true, beginAtZero: true, ticks: valueTicks }, y: { position: 'right' } }
      : { x: { reverse: true }, y: { position: 'right', beginAtZero: true, ticks: valueTicks } },
  };
  return (
    <div className="dashboard-chart" style={{ height }}>
      {/* The canvas is the picture; its numbers are in the table beside it. */}
      <Bar
        role="img"
        aria-label={label}
        data={{ labels, datasets: [{ label, data: values, backgroundColor: color, borderRadius: 6 }] }}
        options={options}
      />
    </div>
  );
}
