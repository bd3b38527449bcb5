/**
 * ECharts with only the parts the product draws (bar, line, pie; grid, tooltip, legend; canvas):
 * imported by chart.tsx on demand, so the library is a chunk of its own that only pages with a
 * chart load, and never part of the /login first load (bench/first-load.ts).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartSpec } from './chart-spec';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type { EChartsType };

/** A canvas knows no CSS variables: 'var(--accent-9)' is read from the element's computed style. */
function resolveColor(el: HTMLElement, color: string): string {
  const m = /^var\((--[\w-]+)\)$/.exec(color.trim());
  return m ? getComputedStyle(el).getPropertyValue(m[1]).trim() || color : color;
}

/** The ECharts option of a spec: the product's one look for bars, lines and pies. */
export function optionOf(spec: ChartSpec, el?: HTMLElement) {
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
          ? { show: true, position: horizontal ? ('right' as const) : ('top' as const), formatter: labels ? (p: { dataIndex: number }) => labels[p.dataIndex] ?? '' : undefined }
          : undefined,
      barMaxWidth: 40,
    })),
  };
}

export function draw(el: HTMLElement, spec: ChartSpec, onSelect?: (index: number, series: number) => void): EChartsType {
  const chart = init(el, undefined, { renderer: 'canvas' });
  chart.setOption(optionOf(spec, el));
  if (onSelect) chart.on('click', (p) => onSelect(p.dataIndex, p.seriesIndex ?? 0));
  return chart;
}
