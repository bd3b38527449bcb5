/**
 * ECharts with only the parts the product draws (bar, line, pie, heat map; grid, tooltip, legend,
 * the continuous visual map a heat map needs to shade its cells; canvas):
 * imported by chart.tsx on demand, so the library is a chunk of its own that only pages with a
 * chart load, and never part of the /login first load (bench/first-load.ts).
 */
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import { init, use, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartSpec } from './chart-spec';

use([BarChart, HeatmapChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, VisualMapContinuousComponent, CanvasRenderer]);

export type { EChartsType };

/** A canvas knows no CSS variables: 'var(--accent-9)' is read from the element's computed style. */
function resolveColor(el: HTMLElement, color: string): string {
  const m = /^var\((--[\w-]+)\)$/.exec(color.trim());
  return m ? getComputedStyle(el).getPropertyValue(m[1]).trim() || color : color;
}

/**
 * A colour as r, g, b in sRGB, whatever its CSS syntax (a theme may give display-p3): a heat map's
 * shades are blended by ECharts, which reads only rgb and hex. The browser does the conversion.
 */
function rgbOf(color: string): [number, number, number] | null {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** A heat map: the series are the rows, the categories the columns, each cell shaded by its value and showing it. */
function heatmapOption(spec: ChartSpec, el?: HTMLElement) {
  const max = Math.max(1, ...spec.series.flatMap((s) => s.data));
  const rgb = el && typeof document !== 'undefined' ? rgbOf(resolveColor(el, spec.colors?.[0] ?? 'var(--accent-9)')) : null;
  const [r, g, b] = rgb ?? [0, 144, 255];
  const rows = spec.series.map((s) => s.name);
  const text = el ? resolveColor(el, 'var(--gray-12)') : '#1c2024';
  return {
    tooltip: { trigger: 'item' as const, confine: true, formatter: (p: { value: [number, number, number] }) => `${rows[p.value[1]]} · ${spec.categories[p.value[0]]}: ${p.value[2]}` },
    grid: { left: 8, right: 8, top: 28, bottom: 4, containLabel: true },
    xAxis: { type: 'category' as const, position: 'top' as const, data: [...spec.categories], axisLabel: { interval: 0, hideOverlap: true }, axisLine: { show: false }, axisTick: { show: false }, splitArea: { show: false } },
    yAxis: { type: 'category' as const, inverse: true, data: rows, axisLabel: { interval: 0 }, axisLine: { show: false }, axisTick: { show: false } },
    // the shade of a cell: the colour from faint (0) to strong (the largest value), as the numbers read
    visualMap: { show: false, min: 0, max, inRange: { color: [`rgba(${r},${g},${b},0.08)`, `rgba(${r},${g},${b},0.93)`] } },
    series: [
      {
        type: 'heatmap' as const,
        data: spec.series.flatMap((s, y) =>
          s.data.map((v, x) => ({ value: [x, y, v], label: { color: v / max > 0.55 ? '#fff' : text } })),
        ),
        label: { show: true, textBorderWidth: 0 },
        itemStyle: { borderColor: 'transparent', borderWidth: 2, borderRadius: 3 },
      },
    ],
  };
}

/** The ECharts option of a spec: the product's one look for bars, lines, pies and heat maps. */
export function optionOf(spec: ChartSpec, el?: HTMLElement) {
  if (spec.kind === 'heatmap') return heatmapOption(spec, el);
  // no colours given: no `color` key at all (an undefined one replaces the theme's palette, and the
  // bars and slices were drawn without a colour)
  const color = spec.colors && el ? { color: spec.colors.map((c) => resolveColor(el, c)) } : {};
  const tooltip = { trigger: spec.kind === 'pie' ? ('item' as const) : ('axis' as const), confine: true };
  if (spec.kind === 'pie') {
    const s = spec.series[0];
    return {
      ...color,
      tooltip,
      legend: { type: 'scroll' as const, bottom: 0 },
      series: [
        {
          type: 'pie' as const,
          name: s?.name,
          radius: ['40%', '70%'],
          center: ['50%', '45%'],
          label: { formatter: '{b}: {c}' },
          data: spec.categories.map((name, i) => ({ name, value: s?.data[i] ?? 0 })),
        },
      ],
    };
  }
  const horizontal = !!spec.horizontal;
  const cat = { type: 'category' as const, data: [...spec.categories], axisLabel: { interval: 0, hideOverlap: true } };
  const val = { type: 'value' as const, minInterval: 1, axisLabel: spec.valueFormat ? { formatter: spec.valueFormat } : undefined };
  const labels = spec.valueLabels;
  return {
    ...color,
    tooltip,
    legend: spec.series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: horizontal && spec.showValues ? 96 : 16, top: spec.series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? val : cat,
    yAxis: horizontal ? { ...cat, inverse: true } : val,
    series: spec.series.map((s) => ({
      type: spec.kind,
      name: s.name,
      data: [...s.data],
      stack: spec.stacked ? 'total' : undefined,
      smooth: spec.kind === 'line',
      label:
        spec.kind === 'bar' && spec.showValues
          ? {
              show: true,
              position: horizontal ? ('right' as const) : ('top' as const),
              formatter: labels
                ? (p: { dataIndex: number }) => labels[p.dataIndex] ?? ''
                : spec.showValues === 'nonzero'
                  ? (p: { value: unknown }) => (Number(p.value) === 0 ? '' : String(p.value))
                  : undefined,
            }
          : undefined,
      barMaxWidth: 40,
    })),
  };
}

/**
 * The option without its undefined keys: ECharts merges a key given as undefined over its default
 * (color: undefined leaves bars without a colour, axisLabel: undefined the axis without numbers).
 */
export function defined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(defined) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, defined(v)])) as T;
}

export function draw(el: HTMLElement, spec: ChartSpec, onSelect?: (index: number, series: number) => void): EChartsType {
  const chart = init(el, undefined, { renderer: 'canvas' });
  chart.setOption(defined(optionOf(spec, el)));
  if (onSelect) chart.on('click', (p) => onSelect(p.dataIndex, p.seriesIndex ?? 0));
  return chart;
}
