/**
 * The chart component's ECharts options (src/screens/resource/chart/echarts-setup.ts): a heat map's
 * cells, the bars' labels, and no key left undefined (ECharts would take it over its default).
 */
import { describe, expect, it } from 'vitest';
import { defined, optionOf } from '../../src/screens/resource/chart/echarts-setup';

describe('chart options', () => {
  it('drops undefined keys at every depth, keeping functions, arrays and nulls', () => {
    const f = () => 1;
    expect(defined({ a: undefined, b: { c: undefined, d: 1 }, e: [{ g: undefined, h: f }], n: null })).toEqual({ b: { d: 1 }, e: [{ h: f }], n: null });
  });

  it('draws a heat map of rows by columns, every cell with its value, shaded up to the largest', () => {
    const o = optionOf({ kind: 'heatmap', categories: ['汽车之家', '懂车帝'], series: [{ name: '李晓梅', data: [3, 0] }, { name: '许子涵', data: [1, 6] }] }) as unknown as {
      xAxis: { data: string[] };
      yAxis: { data: string[] };
      visualMap: { min: number; max: number };
      series: [{ type: string; data: { value: number[] }[]; label: { show: boolean } }];
    };
    expect(o.xAxis.data).toEqual(['汽车之家', '懂车帝']);
    expect(o.yAxis.data).toEqual(['李晓梅', '许子涵']);
    expect(o.visualMap).toMatchObject({ min: 0, max: 6 });
    expect(o.series[0].type).toBe('heatmap');
    expect(o.series[0].label.show).toBe(true);
    expect(o.series[0].data.map((d) => d.value)).toEqual([[0, 0, 3], [1, 0, 0], [0, 1, 1], [1, 1, 6]]);
  });

  it("labels grouped bars but not their empty ones ('nonzero')", () => {
    const o = optionOf({ kind: 'bar', categories: ['26-10', '26-11'], series: [{ name: '订单', data: [0, 7] }, { name: '交车', data: [1, 2] }], showValues: 'nonzero' }) as unknown as {
      series: { label: { formatter: (p: { value: number }) => string } }[];
    };
    const fmt = o.series[0].label.formatter;
    expect([fmt({ value: 0 }), fmt({ value: 7 })]).toEqual(['', '7']);
    expect(defined(optionOf({ kind: 'bar', categories: ['a'], series: [{ name: 's', data: [1] }] }))).not.toHaveProperty('color');
  });
});
