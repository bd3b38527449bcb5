/** The engine's smaller vocabulary: dependent references and hidden filters (src/domain/resources/types.ts, slice.ts). */
import { describe, expect, it } from 'vitest';
import { dependentFields, f, refFilter, refOf } from '../../src/domain/resources/types';
import { sliceDecl } from '../../src/domain/resources/slice';
import { carModelResource } from '../../src/domain/resources/operations/car-catalogue';
import { flowSendResource, flowStartResource } from '../../src/domain/resources/flow/flow';
import { clueDefeatReasonResource } from '../../src/domain/resources/sales/clue-config';
import { panelSearchFields } from '../../src/screens/resource/list-params';
import { RESOURCES, resourceByKey } from '../../src/domain/resources';

describe('dependent references', () => {
  const fields = {
    brandId: f.id('品牌', { ref: 'carBrand' }),
    seriesId: f.id('车系', { ref: { resource: 'carSeries', dependsOn: 'brandId', param: 'carBrandId' } }),
    modelId: f.id('车型', { ref: { resource: 'carModel', dependsOn: 'seriesId' } }),
    remark: f.string('备注'),
  };

  it('reads a plain key and an object alike', () => {
    expect(refOf(fields.brandId)).toEqual({ resource: 'carBrand' });
    expect(refOf(fields.seriesId)).toEqual({ resource: 'carSeries', dependsOn: 'brandId', param: 'carBrandId' });
    expect(refOf(fields.remark)).toBeUndefined();
  });

  it('filters the child’s rows by the parent’s value under the declared parameter, and lists nothing without it', () => {
    expect(refFilter(fields.seriesId, { brandId: '11' })).toEqual({ carBrandId: '11' });
    expect(refFilter(fields.modelId, { seriesId: 22 })).toEqual({ seriesId: '22' });
    expect(refFilter(fields.seriesId, { brandId: '' })).toBeNull();
    expect(refFilter(fields.seriesId, {})).toBeNull();
    expect(refFilter(fields.brandId, {})).toBeUndefined();
  });

  it('clears the whole chain below a changed field, and nothing else', () => {
    expect(dependentFields(fields, 'brandId')).toEqual(['seriesId', 'modelId']);
    expect(dependentFields(fields, 'seriesId')).toEqual(['modelId']);
    expect(dependentFields(fields, 'modelId')).toEqual([]);
    expect(dependentFields(fields, 'remark')).toEqual([]);
  });

  it('the car model form picks its series under its brand', () => {
    expect(refOf(carModelResource.fields.seriesId)).toEqual({ resource: 'carSeries', dependsOn: 'brandId', param: 'brandId' });
    expect(dependentFields(carModelResource.fields, 'brandId')).toEqual(['seriesId']);
  });

  it('every reference of the registry names a declaration, and a dependency a field of its own form that the referred list filters by', () => {
    for (const d of RESOURCES) {
      for (const [k, fd] of Object.entries(d.fields)) {
        const ref = refOf(fd);
        if (!ref) continue;
        const target = resourceByKey.get(ref.resource);
        expect(target, `${d.key}.${k} → ${ref.resource}`).toBeTruthy();
        if (!ref.dependsOn) continue;
        expect(d.fields[ref.dependsOn], `${d.key}.${k} depends on ${ref.dependsOn}`).toBeTruthy();
        expect(target!.fields[ref.param ?? ref.dependsOn]?.search, `${ref.resource} filters by ${ref.param ?? ref.dependsOn}`).toBeTruthy();
      }
    }
  });
});

describe('hidden filters', () => {
  it('leave the panel but keep the field as it is', () => {
    expect(panelSearchFields(flowStartResource).map(([k]) => k)).not.toContain('state');
    expect(flowStartResource.fields.state.search).toBe('eq');
    expect(panelSearchFields(flowSendResource).map(([k]) => k)).not.toContain('startUserName');
  });

  it('a slice hides its own and keeps the resource’s', () => {
    const [defeat] = clueDefeatReasonResource.slices!;
    const searchable = panelSearchFields(clueDefeatReasonResource).map(([k]) => k);
    expect(searchable.length).toBeGreaterThan(0);
    const hidden = searchable.find((k) => k !== 'reasonType')!;
    const d = sliceDecl({ ...clueDefeatReasonResource, hideSearch: ['nothing'] }, { ...defeat, hideSearch: [hidden] });
    expect(d.hideSearch).toEqual(['nothing', hidden]);
    expect(panelSearchFields(d).map(([k]) => k)).not.toContain(hidden);
    expect(d.fields[hidden]).toBe((clueDefeatReasonResource.fields as Record<string, unknown>)[hidden]);
  });
});

describe('child forms and downloads', () => {
  it('opens the child’s form with its parent set and out of the form, creating through the declared path', async () => {
    const { childFormDecl } = await import('../../src/domain/resources/child-form');
    const { voucherDeductionResource, workOrderResource } = await import('../../src/domain/resources/operations/work-order');
    const form = workOrderResource.childForms![0];
    const d = childFormDecl(voucherDeductionResource, form, '1234567890123');
    expect(d.ops).toEqual({ create: 'saveOrUpdate' });
    expect(d.fixed).toEqual({ ahWorkOrderInfoId: '1234567890123' });
    expect(d.fields.ahWorkOrderInfoId).toMatchObject({ form: false, default: '1234567890123' });
    expect(d.fields.voucherName).toBe(voucherDeductionResource.fields.voucherName);
    expect([d.service, d.base]).toEqual([voucherDeductionResource.service, voucherDeductionResource.base]);
    // the work order's machine: vouchers while in progress or completed, not once settled or cancelled
    expect(form.applies!({ state: 0 })).toBe(true);
    expect(form.applies!({ state: 4 })).toBe(false);
    expect(() => childFormDecl(voucherDeductionResource, { ...form, foreignKey: 'nope' }, '1')).toThrow(/no field nope/);
  });

  it('every child form names a declaration with its foreign key', () => {
    for (const d of RESOURCES) for (const c of d.childForms ?? []) expect(resourceByKey.get(c.resource)?.fields[c.foreignKey], `${d.key}.${c.name}`).toBeTruthy();
  });

  it('the import log offers its error workbook on the rows that have one, under its own name', async () => {
    const { importLogResource } = await import('../../src/domain/resources/system/import-log');
    const file = importLogResource.files!.find((x) => x.name === 'errorFile')!;
    expect(file).toMatchObject({ row: true, path: 'downloadErrorFile', permission: 'import_log_download' });
    expect(file.applies!({ errorFile: '线索导入错误数据20261126.xlsx', failed: 3 })).toBe(true);
    expect(file.applies!({ errorFile: null, failed: 0 })).toBe(false);
    expect(file.fileName!({ errorFile: '线索导入错误数据20261126.xlsx' })).toBe('线索导入错误数据20261126.xlsx');
  });
});
