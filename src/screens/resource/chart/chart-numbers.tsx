/**
 * A chart's numbers as text beside it, for the keyboard and screen readers a canvas does not reach
 * (docs/dashboard.md, "Charts"): one item per category, its label and its values, wrapping in rows.
 * For charts whose numbers no list or table on the page already shows.
 *
 *   <ChartNumbers label="月度订单与交车" items={[{ key: '2024-06', label: '24-06', values: [['订单', 3], ['交车', 2]] }]} />
 */
import './chart.css';

export interface ChartNumber {
  key: string;
  label: string;
  /** [name, value] pairs: several series per category */
  values: readonly (readonly [string, number | string])[];
}

/** lines: one item a line (a heat map's rows), rather than items side by side */
export function ChartNumbers({ label, items, lines }: { label: string; items: readonly ChartNumber[]; lines?: boolean }) {
  return (
    <ul className="chart-numbers" data-lines={lines || undefined} aria-label={label}>
      {items.map((it) => (
        <li key={it.key} data-category={it.key}>
          <span className="chart-numbers-label">{it.label}</span>
          {it.values.map(([name, v], i) => (
            <span key={name}>
              {i > 0 ? ' · ' : ' '}
              {name} <b>{typeof v === 'number' ? v.toLocaleString() : v}</b>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
