/**
 * The targets' and reports' charts: grouped vertical bars and horizontal bars drawn by the product's
 * one chart component (ECharts, loaded on demand). Colours are Radix theme variables, resolved when
 * drawn, so every theme reads them. The heat map stays a plain grid of shaded cells.
 */
import { Chart } from '../resource/chart/chart';

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

/** A grid of cells shaded by value (people × channels). */
export function HeatMap({ rows, cols, value, title }: { rows: string[]; cols: string[]; value: (r: number, c: number) => number; title: string }) {
  const max = Math.max(1, ...rows.flatMap((_, r) => cols.map((__, c) => value(r, c))));
  const cellW = 64;
  const cellH = 26;
  const labelW = 90;
  const headH = 28;
  const width = labelW + cols.length * cellW;
  const height = headH + rows.length * cellH;
  return (
    <svg role="img" aria-label={title} width="100%" viewBox={`0 0 ${width} ${height}`} style={{ maxWidth: width, fontSize: 11 }}>
      {cols.map((c, ci) => (
        <text key={c} x={labelW + ci * cellW + cellW / 2} y={18} textAnchor="middle" fill="var(--gray-11)">{c.length > 5 ? c.slice(0, 5) : c}</text>
      ))}
      {rows.map((r, ri) => (
        <g key={r + ri} transform={`translate(0,${headH + ri * cellH})`}>
          <text x={labelW - 8} y={17} textAnchor="end" fill="var(--gray-12)">{r}</text>
          {cols.map((c, ci) => {
            const v = value(ri, ci);
            const a = v / max;
            return (
              <g key={c}>
                <rect x={labelW + ci * cellW + 1} y={1} width={cellW - 2} height={cellH - 2} rx="3" fill="var(--accent-9)" fillOpacity={0.08 + a * 0.85}>
                  <title>{`${r} · ${c}: ${v}`}</title>
                </rect>
                <text x={labelW + ci * cellW + cellW / 2} y={17} textAnchor="middle" fill={a > 0.55 ? 'white' : 'var(--gray-12)'}>{v}</text>
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}
