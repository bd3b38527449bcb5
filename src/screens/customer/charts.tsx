/**
 * Plain SVG charts for the targets and reports (no chart library): grouped vertical bars and
 * horizontal bars. Colours come from the Radix theme variables, so every theme reads them.
 */
export interface Series {
  name: string;
  color: string;
  values: number[];
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Grouped vertical bars: one group per label, one bar per series. */
export function BarChart({ labels, series, height = 220, title }: { labels: string[]; series: Series[]; height?: number; title: string }) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const groupW = Math.max(28, Math.min(90, 720 / Math.max(labels.length, 1)));
  const barW = Math.max(6, (groupW - 10) / series.length);
  // room for the longest tick (five-digit amounts) and for every series' legend, even with one group
  const left = Math.max(36, String(Math.round(max)).length * 7 + 8);
  const top = 32;
  const plotH = height - top - 24;
  const width = Math.max(left + groupW * labels.length + 10, left + 90 * series.length);
  const ticks = [0, 0.5, 1].map((f) => Math.round(max * f));
  return (
    <svg role="img" aria-label={title} width="100%" viewBox={`0 0 ${width} ${height}`} style={{ maxWidth: width, fontSize: 11 }}>
      {series.map((s, i) => (
        <g key={s.name} transform={`translate(${left + i * 90},10)`}>
          <rect width="10" height="10" y="-8" fill={s.color} rx="2" />
          <text x="14" fill="var(--gray-11)">{s.name}</text>
        </g>
      ))}
      {ticks.map((t) => {
        const y = top + plotH - (t / max) * plotH;
        return (
          <g key={t}>
            <line x1={left} x2={width} y1={y} y2={y} stroke="var(--gray-a5)" />
            <text x={left - 4} y={y + 4} textAnchor="end" fill="var(--gray-10)">{t}</text>
          </g>
        );
      })}
      {labels.map((label, gi) => (
        <g key={label + gi} transform={`translate(${left + gi * groupW + 5},0)`}>
          {series.map((s, si) => {
            const v = s.values[gi] ?? 0;
            const h = (v / max) * plotH;
            return (
              <rect key={s.name} x={si * barW} y={top + plotH - h} width={barW - 2} height={h} fill={s.color} rx="2">
                <title>{`${label} ${s.name}: ${fmt(v)}`}</title>
              </rect>
            );
          })}
          <text x={(groupW - 10) / 2} y={top + plotH + 14} textAnchor="middle" fill="var(--gray-11)">{label.length > 8 ? label.slice(0, 7) + '…' : label}</text>
        </g>
      ))}
    </svg>
  );
}

/** Horizontal bars, one row per label, with the value (and an optional note) at the end. */
export function HBarChart({ rows, color = 'var(--accent-9)', title, note }: { rows: { label: string; value: number; extra?: string }[]; color?: string; title: string; note?: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const rowH = 24;
  const labelW = 110;
  const barMax = 420;
  const height = rows.length * rowH + 8;
  return (
    <svg role="img" aria-label={title} width="100%" viewBox={`0 0 ${labelW + barMax + 140} ${height}`} style={{ maxWidth: labelW + barMax + 140, fontSize: 12 }}>
      {rows.map((r, i) => {
        const w = (r.value / max) * barMax;
        return (
          <g key={r.label + i} transform={`translate(0,${i * rowH + 4})`}>
            <text x={labelW - 8} y={15} textAnchor="end" fill="var(--gray-12)">{r.label || '—'}</text>
            <rect x={labelW} y={3} width={Math.max(w, 1)} height={rowH - 8} fill={color} rx="3">
              <title>{`${r.label}: ${fmt(r.value)}${note ?? ''}`}</title>
            </rect>
            <text x={labelW + w + 6} y={15} fill="var(--gray-11)">{`${fmt(r.value)}${r.extra ? `  ${r.extra}` : ''}`}</text>
          </g>
        );
      })}
    </svg>
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
