// A bar chart drawn by chart.js: the one module that imports the library. It is not in the kit's barrel: pages load it
// with React.lazy, so chart.js travels in a chunk of its own that only the pages drawing charts fetch (never the
// sign-in bundle). Every figure a chart shows must also be in a table beside it: the canvas is one image to a screen
// reader, named by `label`.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarChartSeries {
  label: string;
  values: readonly number[];
  color: string;
}

export interface BarChartCanvasProps {
  labels: readonly string[];
  series: readonly BarChartSeries[];
  /** The accessible name of the image. */
  label: string;
  /** The value axis's title, e.g. 金額（円・税抜）. */
  axisTitle: string;
  /** How a value reads in the tooltip (thousands separators, unit). */
  formatValue: (value: number) => string;
  /** Bars along the x axis (one row per label): for long labels such as department names. */
  horizontal?: boolean;
  /** CSS height of the drawing area; the width follows the container. */
  height?: number;
}

export default function BarChartCanvas({ labels, series, label, axisTitle, formatValue, horizontal = false, height = 220 }: BarChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const format = useRef(formatValue);
  format.current = formatValue;
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((s) => ({ label: s.label, data: [...s.values], backgroundColor: s.color })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: series.length > 1 },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format.current(Number(item.raw))}` } },
        },
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, title: { display: true, text: axisTitle } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, horizontal, axisTitle]);
  return (
    <div className="twb-bar-chart" style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
