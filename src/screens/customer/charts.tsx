/**
 * The targets' and reports' charts: grouped vertical bars and horizontal bars drawn by the product's
 * one chart component (ECharts, loaded on demand), and a heat map of people × channels. Colours are
 * Radix theme variables, resolved when drawn, so every theme reads them.
 */
import { Chart } from '../resource/chart/chart';
import { ChartNumbers } from '../resource/chart/chart-numbers';

export interface Series {
  name: string;
  color: string;
  values: number[];
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Grouped vertical bars: one group per label, one bar per series. */
export function BarChart({ labels, series, height = 220, title }: { labels: string[]; series: Series[]; height?: number; title: string }) {
  return (
    <Chart
      label={title}
      height={height}
      spec={{ kind: 'bar', categories: labels, series: series.map((s) => ({ name: s.name, data: s.values })), colors: series.map((s) => s.color) }}
    />
  );
}

/** Horizontal bars, one row per label, with the value (and an optional note) at the end. */
export function HBarChart({ rows, color = 'var(--accent-9)', title, note }: { rows: { label: string; value: number; extra?: string }[]; color?: string; title: string; note?: string }) {
  return (
    <Chart
      label={title}
      height={Math.max(80, rows.length * 28 + 24)}
      spec={{
        kind: 'bar',
        horizontal: true,
        showValues: true,
        categories: rows.map((r) => r.label || '—'),
        series: [{ name: note ? `${title}${note}` : title, data: rows.map((r) => r.value) }],
        colors: [color],
        valueLabels: rows.map((r) => `${fmt(r.value)}${r.extra ? `  ${r.extra}` : ''}`),
      }}
    />
  );
}

/**
 * A grid of cells shaded by value (people × channels), each showing its number; beside it the same
 * numbers as text, one line per row (its non-zero cells), for the keyboard and screen readers.
 */
export function HeatMap({ rows, cols, value, title }: { rows: string[]; cols: string[]; value: (r: number, c: number) => number; title: string }) {
  const data = rows.map((_, r) => cols.map((__, c) => value(r, c)));
  return (
    <>
      <Chart
        label={title}
        height={Math.max(80, rows.length * 34 + 40)}
        spec={{ kind: 'heatmap', categories: cols, series: rows.map((name, r) => ({ name, data: data[r] })), colors: ['var(--accent-9)'] }}
      />
      <ChartNumbers
        label={title}
        lines
        items={rows.map((name, r) => ({ key: `${r}`, label: name, values: cols.flatMap((c, ci) => (data[r][ci] ? [[c, data[r][ci]] as const] : [])) }))}
      />
    </>
  );
}
