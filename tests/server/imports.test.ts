/** The import pipeline: templates, a valid file, a file with bad rows (nothing written, log complete), broken files, and the warehouse kinds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { call, login, startServer, type TestServer } from './harness';
import { download as downloadFrom, readRows, upload as uploadTo, workbook } from './import-helpers';
import { IMPORT_MAX_BYTES } from '../../src/domain/imports/types';

let s: TestServer;
let admin: string;
let manager: string; // acts in store 0 after login
let clerk: string; // warehouse clerk of store 0
let sales: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s.app, 'admin', 'admin123')).access_token;
  manager = (await login(s.app, 'manager', 'anhua123')).access_token;
  clerk = (await login(s.app, 'warehouse', 'anhua123')).access_token;
  sales = (await login(s.app, 'sales', 'anhua123')).access_token;
});
afterAll(async () => {
  await s?.close();
});

const upload = <T = unknown>(token: string, url: string, file: { name: string; content: Buffer } | null, fields: Record<string, string> = {}) => uploadTo<T>(s, token, url, file, fields);
const download = (token: string, url: string, query: Record<string, string>) => downloadFrom(s, token, url, query);

const CLUE_HEADER = ['*客户姓名', '*手机号', '渠道类型', '*线索渠道', '意向品牌', '意向车系', '意向车型', '备注'];

async function clueTotal(token: string): Promise<number> {
  const r = await call<{ total: number }>(s.app, 'GET', '/crm-dcc/cluerecord/page', { token, query: { current: 1, size: 1 } });
  return r.data.total;
}

async function latestLog(token = admin) {
  const r = await call<{ records: Array<Record<string, unknown>> }>(s.app, 'GET', '/crm-file/ahImportLog/list', { token, query: { current: 1, size: 1, descs: 'create_time' } });
  return r.data.records[0];
}

describe('templates', () => {
  it('answers the template of a kind with the declared header and a notes sheet', async () => {
    const res = await download(manager, '/crm-file/import/template', { kind: 'clue' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename*=');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(CLUE_HEADER);
    const notes = wb.worksheets[1];
    expect(notes.name).toBe('填写说明');
    const channelType = notes.getRow(4).values as unknown[];
    expect(String(channelType[3])).toContain('可选值');
  });

  it('refuses an unknown kind and a user without the kind’s permission', async () => {
    const bad = await call(s.app, 'GET', '/crm-file/import/template', { token: manager, query: { kind: 'nope' } });
    expect(bad.code).toBe(400);
    const res = await download(sales, '/crm-file/import/template', { kind: 'warehouse_arrive' });
    expect(res.statusCode).toBe(403);
  });

  it('lists the kinds the user may import', async () => {
    const r = await call<Array<{ kind: string }>>(s.app, 'GET', '/crm-file/import/kinds', { token: clerk });
    expect(r.data.map((k) => k.kind)).toEqual(expect.arrayContaining(['warehouse_arrive', 'warehouse_new_add', 'warehouse_call']));
    expect(r.data.map((k) => k.kind)).not.toContain('clue');
  });
});

describe('clue import', () => {
  it('imports a valid file in one go and records the log', async () => {
    const before = await clueTotal(manager);
    const content = await workbook([
      CLUE_HEADER,
      ['周立新', '13912345601', '汽车垂直网站', '汽车之家', '宝马', '宝马3系', '325Li M运动套装', '导入测试'],
      ['陈晓梅', 13912345602, null, '懂车帝', '宝马', '宝马5系', null, null],
      [],
      ['黄志强', '13912345603', null, '展厅来访', null, null, null, null],
    ]);
    const r = await upload<{ importLogId: string; total: number; succeeded: number }>(manager, '/crm-dcc/ahClueTrace/import', { name: '线索.xlsx', content });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ total: 3, succeeded: 3, failed: 0 });
    expect(await clueTotal(manager)).toBe(before + 3);
    const log = await latestLog();
    expect(log).toMatchObject({ id: r.data.importLogId, kind: 'clue', fileName: '线索.xlsx', total: 3, succeeded: 3, failed: 0, status: '1' });
  });

  it('writes nothing when rows are bad, and the log and its error file name every bad row and why', async () => {
    const before = await clueTotal(manager);
    const content = await workbook([
      CLUE_HEADER,
      ['王小虎', '13912345611', null, '汽车之家', null, null, null, null],
      [null, '13912345612', null, '汽车之家', null, null, null, null],
      ['刘洋', '1391234', null, '汽车之家', null, null, null, null],
      ['孙悦', '13912345614', '不存在的类型', '汽车之家', null, null, null, null],
    ]);
    const r = await upload<{ importLogId: string; failed: number; errors: Array<{ row: number; reason: string }> }>(manager, '/crm-dcc/ahClueTrace/import', { name: '坏数据.xlsx', content });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('导入失败：3行数据有误，未导入任何数据，请下载错误文件查看原因');
    expect(r.data.errors.map((e) => e.row)).toEqual([3, 4, 5]);
    expect(r.data.errors[0].reason).toContain('客户姓名');
    expect(await clueTotal(manager)).toBe(before);

    const log = await latestLog();
    expect(log).toMatchObject({ id: r.data.importLogId, status: '3', total: 4, succeeded: 0, failed: 3 });
    const file = await download(admin, '/crm-file/ahImportLog/downloadErrorFile', { id: r.data.importLogId });
    expect(file.statusCode).toBe(200);
    const rows = await readRows(file.rawPayload);
    expect(rows[0][0]).toBe('行号');
    expect(rows[0][rows[0].length - 1]).toBe('错误原因');
    expect(rows.slice(1).map((x) => x[0])).toEqual([3, 4, 5]);
    expect(String(rows[2][rows[2].length - 1])).toMatch(/手机号/);
  });

  it('answers a clear error for a file that is not a spreadsheet, an old xls, a broken zip, a wrong template and an empty sheet', async () => {
    const before = await clueTotal(manager);
    const cases: Array<[Buffer, string]> = [
      [Buffer.from('name,phone\n张三,13900000000\n'), '请上传Excel文件（.xlsx）'],
      [Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(600)]), '不支持.xls格式，请另存为.xlsx后再导入'],
      [Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300, 7)]), '请上传Excel文件（.xlsx）'],
      [await workbook([['车架号', '到库日期'], ['LBV3A5C0SA1234567', '2026-11-01']]), '导入模板不正确，请下载最新模板'],
      [await workbook([CLUE_HEADER]), '导入文件没有数据'],
    ];
    for (const [content, msg] of cases) {
      const r = await upload(manager, '/crm-dcc/ahClueTrace/import', { name: 'x.xlsx', content });
      expect(r.code, msg).toBe(400);
      expect(r.msg).toBe(msg);
    }
    const none = await upload(manager, '/crm-dcc/ahClueTrace/import', null, { excelType: '1' });
    expect(none.msg).toBe('请选择要导入的文件');
    expect(await clueTotal(manager)).toBe(before);
  });

  it('refuses a file over the size limit without reading it', async () => {
    const r = await upload(manager, '/crm-dcc/ahClueTrace/import', { name: 'big.xlsx', content: Buffer.alloc(IMPORT_MAX_BYTES + 1024, 1) });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('文件大小不能超过10MB');
  });

  it('needs the import permission', async () => {
    const content = await workbook([CLUE_HEADER, ['周立新', '13912345601', null, '汽车之家', null, null, null, null]]);
    const r = await upload(clerk, '/crm-dcc/ahClueTrace/import', { name: 'x.xlsx', content });
    expect(r.status).toBe(403);
  });
});

describe('warehouse imports', () => {
  let serial = 0;
  const vin = () => `LBV3A5C0WB${String(3_100_000 + serial++)}`;
  const NEW_HEADER = ['*车架号', '*车型', '外观颜色', '内饰颜色', '发动机号', '采购价', '生产日期', '备注'];

  async function carByVin(v: string) {
    const r = await call<{ records: Array<{ vin: string; state: number; arrivalDate: string | null; purchasePrice: number | null }> }>(s.app, 'GET', '/crm-warehouse/ahWarehouseCar/getPage', {
      token: clerk,
      query: { current: 1, size: 5, vin: v },
    });
    return r.data.records.find((c) => c.vin === v);
  }

  it('adds new cars in transit, matching the model by name, money in yuan', async () => {
    const a = vin();
    const b = vin();
    const content = await workbook([NEW_HEADER, [a, '325Li M运动套装', '矿石白', '黑色', 'B48B20A', 312000.5, new Date(Date.UTC(2026, 8, 1)), null], [b, '325li m运动套装', null, null, null, '298000', '2026/9/2', null]]);
    const r = await upload(clerk, '/crm-warehouse/ahWarehouseCar/importNewAdd', { name: '新增.xlsx', content });
    expect(r.code, r.msg).toBe(200);
    expect(await carByVin(a)).toMatchObject({ state: 0, purchasePrice: 31_200_050 });
    expect(await carByVin(b)).toMatchObject({ state: 0, purchasePrice: 29_800_000 });
  });

  it('refuses the whole file when one VIN is already in stock, repeated, malformed or its model unknown', async () => {
    const inStock = vin();
    await upload(clerk, '/crm-warehouse/ahWarehouseCar/importNewAdd', { name: 'a.xlsx', content: await workbook([NEW_HEADER, [inStock, '325Li M运动套装']]) });
    const fresh = vin();
    const dup = vin();
    const content = await workbook([
      NEW_HEADER,
      [fresh, '325Li M运动套装'],
      [inStock, '325Li M运动套装'],
      [dup, '325Li M运动套装'],
      [dup, '325Li M运动套装'],
      ['LBV123', '325Li M运动套装'],
      [vin(), '不存在的车型'],
    ]);
    const r = await upload<{ errors: Array<{ row: number; reason: string }> }>(clerk, '/crm-warehouse/ahWarehouseCar/importNewAdd', { name: 'b.xlsx', content });
    expect(r.code).toBe(400);
    const reasons = Object.fromEntries(r.data.errors.map((e) => [e.row, e.reason]));
    expect(Object.keys(reasons).map(Number)).toEqual([3, 5, 6, 7]);
    expect(reasons[3]).toBe('该车架号已在库存中');
    expect(reasons[5]).toBe('车架号与第4行重复');
    expect(reasons[7]).toBe('车型不存在：不存在的车型');
    expect(await carByVin(fresh)).toBeUndefined();
  });

  it('records arrivals by VIN through the warehouse-car machine', async () => {
    const a = vin();
    await upload(clerk, '/crm-warehouse/ahWarehouseCar/importNewAdd', { name: 'a.xlsx', content: await workbook([NEW_HEADER, [a, '325Li M运动套装']]) });
    const missing = vin();
    const bad = await upload<{ errors: Array<{ reason: string }> }>(clerk, '/crm-warehouse/ahWarehouseCar/importArrive', {
      name: 'arrive.xlsx',
      content: await workbook([['*车架号', '*到库日期', '展示位置'], [a, '2026-11-02', 'A区'], [missing, '2026-11-02', null]]),
    });
    expect(bad.code).toBe(400);
    expect(bad.data.errors[0].reason).toBe(`车架号${missing}不在本门店库存中`);
    expect(await carByVin(a)).toMatchObject({ state: 0 });

    const ok = await upload(clerk, '/crm-warehouse/ahWarehouseCar/importArrive', { name: 'arrive.xlsx', content: await workbook([['*车架号', '*到库日期', '展示位置'], [a, '2026-11-02', 'A区']]) });
    expect(ok.code, ok.msg).toBe(200);
    expect(await carByVin(a)).toMatchObject({ state: 1, arrivalDate: '2026-11-02' });
    // arriving twice is refused by the machine, in its words
    const again = await upload<{ errors: Array<{ reason: string }> }>(clerk, '/crm-warehouse/ahWarehouseCar/importArrive', { name: 'arrive.xlsx', content: await workbook([['*车架号', '*到库日期', '展示位置'], [a, '2026-11-03', null]]) });
    expect(again.code).toBe(400);
    expect(again.data.errors[0].reason).toContain(a);
  });

  it('imports car calls as arrived cars', async () => {
    const a = vin();
    const r = await upload(clerk, '/crm-warehouse/ahWarehouseCar/importCall', {
      name: 'call.xlsx',
      content: await workbook([[...NEW_HEADER.slice(0, 7), '*到库日期', '备注'], [a, '325Li M运动套装', null, null, null, null, null, '2026-11-05', '厂家调车']]),
    });
    expect(r.code, r.msg).toBe(200);
    expect(await carByVin(a)).toMatchObject({ state: 1, arrivalDate: '2026-11-05' });
  });
});
