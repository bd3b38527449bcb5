/**
 * 流程表单 (docs/workflow.md "Forms"): a designed form's definition is checked (keys, types,
 * options, limits) in the declared words, published as a version, kept to its tenant, named by a
 * model only once published, and a process started and completed with it is checked against it by
 * the same validators as the declared catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, secondTenant, startServer, type TestServer } from './harness';
import { deployUpload, uniqueKey } from './flow-kit';
import { FORM_DESIGN_MESSAGES as M, type DesignField } from '../../src/domain/flow-form-design';
import { validationMessage } from '../../src/domain/validators';

const SECOND = '000718';
let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer();
  for (const a of ['manager', 'sales', 'finance']) tokens[a] = (await login(s.app, a, 'anhua123')).access_token;
  tokens.admin = (await login(s.app, 'admin', 'admin123')).access_token;
  tokens.other = await secondTenant(s.app, SECOND, '表单测试集团');
});
afterAll(async () => {
  await s?.close();
});

type Row = Record<string, unknown> & { id: string };
const get = <T = { records: Row[]; total: number }>(who: string, url: string, query: Record<string, string | number> = {}) =>
  call<T>(s.app, 'GET', url, { token: tokens[who], query: { size: 100, ...query }, ...(who === 'other' ? { tenant: SECOND } : {}) });
const post = <T = unknown>(who: string, url: string, body: unknown) => call<T>(s.app, 'POST', url, { token: tokens[who], body, ...(who === 'other' ? { tenant: SECOND } : {}) });

const GOOD: DesignField[] = [
  { key: 'amount', label: '报销金额', type: 'money', required: true },
  { key: 'kind', label: '费用类别', type: 'select', required: true, options: [{ value: 'travel', label: '差旅' }, { value: 'meal', label: '招待' }] },
  { key: 'people', label: '人数', type: 'int', min: 1, maxValue: 20 },
  { key: 'note', label: '说明', type: 'textarea', max: 50 },
];

async function newForm(who: string, formKey: string, fields: DesignField[] = GOOD): Promise<string> {
  expect((await post(who, '/blade-flow/form/submit', { name: `表单${formKey}`, formKey })).code).toBe(200);
  const row = (await get(who, '/blade-flow/form/list', { formKey })).data.records[0];
  const saved = await post(who, '/blade-flow/form/save-fields', { id: row.id, fields });
  expect(saved.code, saved.msg).toBe(200);
  return row.id;
}

function process(key: string, startForm: string, taskForm: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="${key}" name="报销${key}" isExecutable="true">
    <startEvent id="s" flowable:formKey="${startForm}" />
    <sequenceFlow id="f1" sourceRef="s" targetRef="a" />
    <userTask id="a" name="财务复核" flowable:assignee="\${initiator}" flowable:formKey="${taskForm}" />
    <sequenceFlow id="f2" sourceRef="a" targetRef="e" />
    <endEvent id="e" />
  </process>
</definitions>`;
}

describe('designed forms', () => {
  it('refuses a bad definition in the declared words and saves nothing', async () => {
    const id = await newForm('admin', uniqueKey('bad'), []);
    const cases: Array<[unknown, { zh: string }]> = [
      ['x', M.notAList()],
      [[{ key: '', label: 'a', type: 'string' }], M.keyRequired({ n: 1 })],
      [[{ key: '1abc', label: 'a', type: 'string' }], M.keyFormat({ key: '1abc', max: 32 })],
      [[{ key: 'outcome', label: 'a', type: 'string' }], M.keyReserved({ key: 'outcome' })],
      [[{ key: 'a', label: 'x', type: 'string' }, { key: 'a', label: 'y', type: 'int' }], M.keyDuplicate({ key: 'a' })],
      [[{ key: 'a', label: ' ', type: 'string' }], M.labelRequired({ key: 'a' })],
      [[{ key: 'a', label: 'x', type: 'json' }], M.typeUnknown({ key: 'a' })],
      [[{ key: 'a', label: 'x', type: 'string', max: 9999 }], M.maxRange({ key: 'a', max: 255 })],
      [[{ key: 'a', label: 'x', type: 'int', min: 5, maxValue: 1 }], M.boundOrder({ key: 'a' })],
      [[{ key: 'a', label: 'x', type: 'select', options: [] }], M.optionsRequired({ key: 'a' })],
      [[{ key: 'a', label: 'x', type: 'select', options: [{ value: 'p', label: '甲' }, { value: 'p', label: '乙' }] }], M.optionDuplicate({ key: 'a', option: 'p' })],
      [Array.from({ length: 31 }, (_, i) => ({ key: `f${i}`, label: 'x', type: 'string' })), M.tooMany({ n: 30 })],
    ];
    for (const [fields, message] of cases) {
      const r = await post('admin', '/blade-flow/form/save-fields', { id, fields });
      expect(r.code, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(r.msg).toBe(message.zh);
    }
    expect((await get<{ fields: unknown[] }>('admin', '/blade-flow/form/design', { id })).data.fields).toEqual([]);
    // an empty form is a draft, not a form to publish
    const empty = await post('admin', '/blade-flow/form/publish', { id });
    expect(empty.code).toBe(400);
    expect(empty.msg).toBe(M.noFields().zh);
    // a form key is an identifier, and not one of the declared catalogue's
    expect((await post('admin', '/blade-flow/form/submit', { name: '坏', formKey: '1 x' })).msg).toBe(M.formKeyFormat().zh);
    expect((await post('admin', '/blade-flow/form/submit', { name: '冒名', formKey: 'leave-apply' })).msg).toBe(M.formKeyCatalogue({ key: 'leave-apply' }).zh);
    // the salesman holds no button of the designer
    expect((await post('sales', '/blade-flow/form/save-fields', { id, fields: GOOD })).code).toBe(403);
  });

  it('publishes versions: a model may name a form only once it is published, and its key then stays', async () => {
    const formKey = uniqueKey('pub');
    const id = await newForm('admin', formKey);
    const key = uniqueKey('P');
    const early = await deployUpload(s.app, tokens.admin, `${key}.bpmn`, process(key, formKey, 'approve'));
    expect(early.code).toBe(400);
    expect(early.msg).toBe(M.notPublished({ keys: formKey }).zh);
    expect((await get('admin', '/blade-flow/form/published', { formKey })).data).toEqual([]);
    const p1 = await post<{ version: number }>('admin', '/blade-flow/form/publish', { id });
    expect(p1.code, p1.msg).toBe(200);
    expect(p1.data.version).toBe(1);
    // nothing changed since: publishing again is refused by the declared rule
    expect((await post('admin', '/blade-flow/form/publish', { id })).code).toBe(10300);
    const row = (await get('admin', '/blade-flow/form/list', { formKey })).data.records[0];
    expect([row.status, row.version]).toEqual([1, 1]);
    // a changed draft is not what runs until published again
    await post('admin', '/blade-flow/form/save-fields', { id, fields: [...GOOD, { key: 'extra', label: '附加', type: 'string', required: true }] });
    expect((await get('admin', '/blade-flow/form/list', { formKey })).data.records[0].status).toBe(2);
    const published = (await get<Array<{ fields: DesignField[]; version: number }>>('admin', '/blade-flow/form/published', { formKey })).data;
    expect(published.map((p) => [p.version, p.fields.length])).toEqual([[1, 4]]);
    const renamed = await post('admin', '/blade-flow/form/submit', { id, name: '改名', formKey: `${formKey}x` });
    expect(renamed.msg).toBe(M.keyLocked().zh);
    expect((await post('admin', '/blade-flow/form/submit', { id, name: '改名', formKey })).code).toBe(200);
    expect((await deployUpload(s.app, tokens.admin, `${key}.bpmn`, process(key, formKey, 'approve'))).code).toBe(200);
    // named by a deployment: it stays; an unused form goes
    const inUse = await post('admin', '/blade-flow/form/remove', { ids: id });
    expect(inUse.code).toBe(10300);
    expect(inUse.msg).toBe(M.inUse({ names: '改名' }).zh);
    expect((await get('admin', '/blade-flow/form/list', { formKey })).data.total).toBe(1);
    const unused = await newForm('admin', uniqueKey('unused'));
    expect((await post('admin', '/blade-flow/form/remove', { ids: unused })).code).toBe(200);
  });

  it('keeps a tenant’s forms to itself: lists, designs, publishes and models of another tenant do not see them', async () => {
    const formKey = uniqueKey('iso');
    const id = await newForm('admin', formKey);
    expect((await post('admin', '/blade-flow/form/publish', { id })).code).toBe(200);
    expect((await get('other', '/blade-flow/form/list', { formKey })).data.total).toBe(0);
    expect((await get('other', '/blade-flow/form/published', { formKey })).data).toEqual([]);
    expect((await get('other', '/blade-flow/form/design', { id })).code).toBe(404);
    expect((await post('other', '/blade-flow/form/save-fields', { id, fields: [] })).code).toBe(404);
    expect((await post('other', '/blade-flow/form/publish', { id })).code).not.toBe(200);
    const key = uniqueKey('T');
    // a model of the other tenant naming it names a form that does not exist there
    const theirs = await deployUpload(s.app, tokens.other, `${key}.bpmn`, process(key, formKey, 'approve'), 'approval', SECOND);
    expect(theirs.code).toBe(400);
    expect(theirs.msg).toBe(M.notPublished({ keys: formKey }).zh);
    // the same key is free in the other tenant
    expect((await post('other', '/blade-flow/form/submit', { name: '同名', formKey })).code).toBe(200);
    expect((await get<{ fields: DesignField[] }>('admin', '/blade-flow/form/design', { id })).data.fields).toHaveLength(4);
  });

  it('starts and completes a process with designed forms: bad values refused with the validators’ words, nothing started or done', async () => {
    const startKey = uniqueKey('start');
    const taskKey = uniqueKey('task');
    await post('admin', '/blade-flow/form/publish', { id: await newForm('admin', startKey) });
    await post('admin', '/blade-flow/form/publish', {
      id: await newForm('admin', taskKey, [
        { key: 'checked', label: '复核结论', type: 'select', required: true, options: [{ value: 'ok', label: '无误' }, { value: 'diff', label: '有差异' }] },
        { key: 'payDate', label: '付款日期', type: 'date', required: true },
      ]),
    });
    const key = uniqueKey('R');
    const d = await deployUpload(s.app, tokens.admin, `${key}.bpmn`, process(key, startKey, taskKey));
    expect(d.code, d.msg).toBe(200);
    const start = (body: Record<string, unknown>) => post<{ processInstanceId: string }>('sales', '/blade-flow/work/start-process', { processDefinitionId: d.data.id, ...body });
    const missing = await start({ kind: 'travel' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toBe(validationMessage('labelRequired', 'zh', { label: '报销金额' }));
    const notAnOption = await start({ amount: 12000, kind: 'gift' });
    expect(notAnOption.msg).toBe(validationMessage('notAllowed', 'zh', { label: '费用类别' }));
    const tooMany = await start({ amount: 12000, kind: 'meal', people: 21 });
    expect(tooMany.msg).toBe(validationMessage('range', 'zh', { min: 1, max: 20 }));
    const tooLong = await start({ amount: 12000, kind: 'meal', note: '长'.repeat(51) });
    expect(tooLong.msg).toBe(validationMessage('tooLong', 'zh', { label: '说明', max: 50 }));
    expect((await get('sales', '/blade-flow/work/send-list', { processDefinitionId: d.data.id })).data.total).toBe(0);
    const ok = await start({ amount: 12000, kind: 'meal', people: 3, note: '客户接待' });
    expect(ok.code, ok.msg).toBe(200);
    const task = (await get('sales', '/blade-flow/work/todo-list', { processInstanceId: ok.data.processInstanceId })).data.records[0];
    expect(task.formKey).toBe(taskKey);
    const complete = (body: Record<string, unknown>) => post<{ ended: boolean }>('sales', '/blade-flow/work/complete-task', { taskId: task.id, outcome: 'pass', comment: '', ...body });
    const noDate = await complete({ checked: 'ok' });
    expect(noDate.msg).toBe(validationMessage('labelRequired', 'zh', { label: '付款日期' }));
    const badDate = await complete({ checked: 'ok', payDate: '2026-02-30' });
    expect(badDate.code).toBe(400);
    expect((await get('sales', '/blade-flow/work/todo-list', { processInstanceId: ok.data.processInstanceId })).data.total).toBe(1);
    const done = await complete({ checked: 'diff', payDate: '2026-12-01' });
    expect(done.code, done.msg).toBe(200);
    expect(done.data.ended).toBe(true);
    const detail = (await get<{ formData: Record<string, unknown>; variables: Record<string, unknown> }>('sales', '/blade-flow/work/task-detail', { taskId: task.id })).data;
    expect(detail.formData).toEqual({ checked: 'diff', payDate: '2026-12-01' });
    expect(detail.variables).toMatchObject({ amount: 12000, kind: 'meal', people: 3, note: '客户接待', checked: 'diff' });
  });
});
