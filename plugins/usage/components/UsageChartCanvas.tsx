// The bar chart of the usage picture, drawn by chart.js. Only this module imports chart.js, and the page loads it
// with React.lazy, so the library travels in the usage page's own chunk and never in the sign-in bundle.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/usage';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface UsageChartCanvasProps {
  labels: readonly string[];
  values: readonly number[];
  /** The accessible name; the same figures are in the table beside the chart. */
  label: string;
  horizontal?: boolean;
}

export default function UsageChartCanvas({ labels, values, label, horizontal = false }: UsageChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: [...labels], datasets: [{ label: t('usage.chart.amountAxis'), data: [...values], backgroundColor: '#2d72d2' }] },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { callbacks: { label: (item) => t('usage.totals.amountValue', { amount: Number(item.raw).toLocaleString('ja-JP') }) } } },
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, title: { display: true, text: t('usage.chart.amountAxis') } } },
      },
    });
    return () => chart.destroy();
  }, [labels, values, horizontal]);
  return (
    <div className="twb-usage-chart__canvas">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
