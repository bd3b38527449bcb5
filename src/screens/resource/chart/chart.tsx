/**
 * The product's one chart: an ECharts canvas loaded on demand (echarts-setup.ts, a chunk of its
 * own), sized to its box and redrawn when the spec changes. A click on a bar or a slice calls
 * onSelect; the numbers are also in the page as links or a table beside the chart (screen readers
 * and the keyboard do not reach a canvas), so the chart itself is aria-hidden with a label.
 *
 *   <Chart spec={{ kind: 'bar', categories: ['在库', '已锁定'], series: [{ name: '库存', data: [8, 3] }] }} height={220} />
 */
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './chart-spec';

export type { ChartSpec };

const loadSetup = () => import('./echarts-setup');

export function Chart({ spec, height = 240, label, onSelect }: { spec: ChartSpec; height?: number; label: string; onSelect?: (index: number, series: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const key = JSON.stringify(spec);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let disposed = false;
    let chart: Awaited<ReturnType<typeof loadSetup>> extends { draw: (...a: never[]) => infer C } ? C | null : null = null;
    let observer: ResizeObserver | null = null;
    void loadSetup().then(({ draw }) => {
      if (disposed) return;
      chart = draw(el, JSON.parse(key) as ChartSpec, select.current ? (i, s) => select.current?.(i, s) : undefined);
      observer = new ResizeObserver(() => chart?.resize());
      observer.observe(el);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [key]);

  return <div ref={ref} className="chart" role="img" aria-label={label} data-chart={spec.kind} style={{ height, width: '100%' }} />;
}
