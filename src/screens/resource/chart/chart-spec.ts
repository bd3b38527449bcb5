/** What a chart shows, without the library: the one chart component draws it with ECharts. */
export interface ChartSpec {
  kind: 'bar' | 'line' | 'pie' | 'heatmap';
  /** the category axis; a heat map's columns */
  categories: readonly string[];
  /** a heat map's rows: one series per row, its name the row's label, one value per column */
  series: readonly { name: string; data: readonly number[] }[];
  /** bars drawn across (long category names) */
  horizontal?: boolean;
  stacked?: boolean;
  /** the number on each bar ('nonzero': not on empty bars, for grouped bars); a heat map always shows its numbers */
  showValues?: boolean | 'nonzero';
  /** a colour per series: CSS colours or theme variables ('var(--accent-9)'), resolved when drawn */
  colors?: readonly string[];
  /** the text on each bar of a one-series chart (a value with its note), instead of the number */
  valueLabels?: readonly string[];
  /** the value axis' labels ('{value}%') */
  valueFormat?: string;
}
