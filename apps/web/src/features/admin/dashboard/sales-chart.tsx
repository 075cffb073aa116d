import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Currency, Language, MonthlySales } from '@shop/domain';
import type { Theme } from '../../../shared/lib/theme';
import { monthLabel, moneyFromCents, moneyTick } from './chart-format';

interface SalesChartProps {
  data: MonthlySales[];
  currency: Currency;
  language: Language;
  theme: Theme;
  /** The chart's accessible name; its figures are also in a table for screen readers. */
  label: string;
}

const HEIGHT = 280;
const palette = {
  light: { line: '#4f46e5', fill: 'rgba(79, 70, 229, 0.12)', text: '#334155', grid: '#e2e8f0' },
  dark: { line: '#a5b4fc', fill: 'rgba(165, 180, 252, 0.15)', text: '#cbd5e1', grid: '#1e293b' },
} as const;

/** The point under the cursor, for the tooltip. */
interface Hover {
  index: number;
  left: number;
  top: number;
}

/**
 * Monthly sales as a line (month on x, sales on y) drawn by uPlot on a canvas: about 22 kB
 * compressed, loaded only with the dashboard. Ticks and tooltip in the language's money format.
 */
export function SalesChart({ data, currency, language, theme, label }: SalesChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colors = palette[theme];
    const months = data.map((month) => monthLabel(month.month, language));
    const axis = { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } };
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      series: [
        {},
        { stroke: colors.line, fill: colors.fill, width: 2, points: { show: true, size: 6, fill: colors.line } },
      ],
      axes: [
        {
          ...axis,
          // Whole months only; on a phone every second or third one.
          incrs: [1, 2, 3, 6],
          space: 60,
          values: (_u, splits) => splits.map((index) => months[index] ?? ''),
        },
        {
          ...axis,
          size: 84,
          values: (_u, splits) => splits.map((amount) => moneyTick(amount, currency, language)),
        },
      ],
      cursor: { y: false, points: { size: 10 } },
      hooks: {
        setCursor: [
          (chart) => {
            const index = chart.cursor.idx;
            if (index === null || index === undefined) return setHover(null);
            setHover({
              index,
              left: chart.valToPos(index, 'x') + chart.over.offsetLeft,
              top: chart.valToPos(data[index]!.salesCents / 100, 'y') + chart.over.offsetTop,
            });
          },
        ],
      },
    };
    const chart = new uPlot(
      options,
      [data.map((_month, index) => index), data.map((month) => month.salesCents / 100)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      setHover(null);
    };
  }, [data, currency, language, theme]);

  const hovered = hover ? data[hover.index] : undefined;
  return (
    <div className="relative">
      <div ref={container} role="img" aria-label={label} data-testid="sales-chart" />
      {hover && hovered && (
        <div
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow dark:bg-slate-100 dark:text-slate-900"
          style={{ left: hover.left, top: hover.top - 8 }}
          role="tooltip"
          data-testid="chart-tooltip"
        >
          <span className="font-semibold">{monthLabel(hovered.month, language)}</span>{' '}
          {moneyFromCents(hovered.salesCents, currency, language)}
        </div>
      )}
    </div>
  );
}
