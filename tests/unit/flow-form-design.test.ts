/** A designed form's definition (src/domain/flow-form-design.ts): its check, its stored shape, and its fields as the form engine's declarations. */
import { describe, expect, it } from 'vitest';
import { FORM_DESIGN_MESSAGES as M, designProblem, fieldsOfDesign, newDesignField, normaliseDesign, type DesignField } from '../../src/domain/flow-form-design';
import { flowTaskResource } from '../../src/domain/resources/flow/flow';
import { validateRecord } from '../../src/domain/resources/validate';
import { f, type ResourceDecl } from '../../src/domain/resources/types';

const GOOD: DesignField[] = [
  { key: 'amount', label: '金额', type: 'money', required: true },
  { key: 'kind', label: '类别', type: 'select', options: [{ value: 'a', label: '甲' }] },
  { key: 'n', label: '人数', type: 'int', min: 1, maxValue: 9 },
];

describe('designed forms', () => {
  it('accepts a good definition, and asks for a field only to publish', () => {
    expect(designProblem(GOOD)).toBeNull();
    expect(designProblem([])).toBeNull();
    expect(designProblem([], { publish: true })).toEqual(M.noFields());
  });

  it('names the first problem: malformed entries, keys, labels, types and options', () => {
    expect(designProblem([null])).toEqual(M.notAList());
    expect(designProblem([{ key: 'a'.repeat(33), label: 'x', type: 'string' }])).toEqual(M.keyFormat({ key: 'a'.repeat(33), max: 32 }));
    expect(designProblem([{ key: 'comment', label: 'x', type: 'string' }])).toEqual(M.keyReserved({ key: 'comment' }));
    expect(designProblem([{ key: 'a', label: 'x'.repeat(33), type: 'string' }])).toEqual(M.labelTooLong({ key: 'a', max: 32 }));
    expect(designProblem([{ key: 'a', label: 'x', type: 'textarea', max: 2001 }])).toEqual(M.maxRange({ key: 'a', max: 2000 }));
    expect(designProblem([{ key: 'a', label: 'x', type: 'int', min: 1.5 }])).toEqual(M.boundRange({ key: 'a' }));
    expect(designProblem([{ key: 'a', label: 'x', type: 'select', options: [{ value: '', label: '甲' }] }])).toEqual(M.optionEmpty({ key: 'a', max: 32 }));
    expect(designProblem([{ key: 'a', label: 'x', type: 'select', options: Array.from({ length: 51 }, (_, i) => ({ value: `v${i}`, label: 'x' })) }])).toEqual(M.optionsTooMany({ key: 'a', n: 50 }));
  });

  it('keeps only what a type takes when stored', () => {
    expect(normaliseDesign([{ key: ' a ', label: ' 名 ', type: 'date', max: 9, options: [{ value: 'x', label: 'y' }] }])).toEqual([{ key: 'a', label: '名', type: 'date' }]);
  });

  it('becomes the same declarations the catalogue is written in, checked by validateRecord', () => {
    const fields = fieldsOfDesign(GOOD);
    expect(fields.amount).toEqual(f.money({ zh: '金额', en: '金额' }, { required: true }));
    expect(fields.n).toEqual(f.int({ zh: '人数', en: '人数' }, { required: false, min: 1, maxValue: 9 }));
    const decl = { ...flowTaskResource, fields } as ResourceDecl;
    expect(validateRecord(decl, { amount: 100, kind: 'a', n: 3 })).toEqual({ ok: true, value: { amount: 100, kind: 'a', n: 3 } });
    expect(validateRecord(decl, { amount: 100, kind: 'b' })).toMatchObject({ ok: false, field: 'kind' });
    expect(validateRecord(decl, { kind: 'a' })).toMatchObject({ ok: false, field: 'amount', message: '金额不能为空' });
  });

  it('adds fields under keys not yet taken', () => {
    expect(newDesignField(['field1', 'field2']).key).toBe('field3');
    expect(newDesignField(['field2']).key).toBe('field3');
  });
});
