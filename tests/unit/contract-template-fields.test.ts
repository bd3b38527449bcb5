/** The one check of a contract template's field list (server editTemplateField and the field editor), and the review buttons offered to the current approver only. */
import { describe, expect, it } from 'vitest';
import { checkTemplateFieldList, templatePieces, templatePlaceholders } from '../../src/domain/resources/sales/contract-template-fields';
import { contractDeclFor, electronicContractResource } from '../../src/domain/resources/sales/contract';
import { CONTRACT_STATE } from '../../src/machines/contract-review.machine';

describe('template field list', () => {
  it('takes named fields bound to contract data, once each, from JSON or a list', () => {
    expect(checkTemplateFieldList('[{"name":" 客户 ","binding":"customerName"}]')).toEqual({ ok: true, fields: [{ name: '客户', binding: 'customerName' }] });
    expect(checkTemplateFieldList([])).toEqual({ ok: true, fields: [] });
  });
  it('names the field and the part that is wrong', () => {
    const bad = (raw: unknown) => {
      const r = checkTemplateFieldList(raw);
      return r.ok ? null : { zh: r.problem.message.zh, index: r.problem.index, part: r.problem.part };
    };
    expect(bad('{')).toEqual({ zh: '模板字段格式错误', index: undefined, part: undefined });
    expect(bad({ name: 'x' })).toMatchObject({ zh: '模板字段格式错误' });
    expect(bad([{ name: '', binding: 'vin' }])).toEqual({ zh: '模板字段名称不能为空', index: 0, part: 'name' });
    expect(bad([{ name: 'a b', binding: 'vin' }])).toMatchObject({ index: 0, part: 'name' });
    expect(bad([{ name: '车', binding: 'vin' }, { name: '车', binding: 'vin' }])).toEqual({ zh: '模板字段「车」重复', index: 1, part: 'name' });
    expect(bad([{ name: '车', binding: 'password' }])).toEqual({ zh: '模板字段「车」未绑定合同数据', index: 0, part: 'binding' });
    expect(bad(Array.from({ length: 101 }, (_, i) => ({ name: `f${i}`, binding: 'vin' })))).toMatchObject({ zh: '模板字段最多100个' });
  });
  it('reads the placeholders of a text and cuts it at them', () => {
    expect(templatePlaceholders('{{a}}和{{ b }}和{{a}}')).toEqual(['a', 'b']);
    expect(templatePieces('甲{{a}}乙')).toEqual([{ text: '甲' }, { placeholder: 'a' }, { text: '乙' }]);
  });
});

describe('review buttons for the current approver', () => {
  const decl = contractDeclFor(electronicContractResource, '7');
  const pass = decl.actions!.find((a) => a.name === 'PASS')!;
  const submit = decl.actions!.find((a) => a.name === 'SUBMIT')!;
  it('offers 审核通过 only to the approver whose turn it is, with the server’s words to the others', () => {
    expect(pass.applies!({ state: CONTRACT_STATE.inReview, currentApproverId: '7' })).toBe(true);
    expect(pass.applies!({ state: CONTRACT_STATE.inReview, currentApproverId: '8' })).toBe(false);
    expect(pass.refusal!({ state: CONTRACT_STATE.inReview, currentApproverId: '8' }, false).zh).toBe('当前不是您审批，不能操作');
    expect(pass.applies!({ state: CONTRACT_STATE.draft, currentApproverId: '7' })).toBe(false);
    expect(submit.applies!({ state: CONTRACT_STATE.draft })).toBe(true);
  });
});
