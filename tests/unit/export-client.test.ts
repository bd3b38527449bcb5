/** The browser's list export (src/shell/export-tasks/list-export.ts): which mode, the paged fetch up to 5000 rows, the workbook. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../src/api/http', () => ({ http: { get, request: vi.fn() }, HttpError: class extends Error {} }));

const { columnLabelsOf, exportModeOf, fetchListRows, writeWorkbook } = await import('../../src/shell/export-tasks/list-export');
const { noticeResource } = await import('../../src/domain/resources/system/notice');
const { paramResource } = await import('../../src/domain/resources/system/param');
const { defineResource, f } = await import('../../src/domain/resources/types');

/** A list of `total` rows answering pages as the server does. */
function serve(total: number) {
  get.mockImplementation(async (_url: string, params: Record<string, number>) => {
    const current = params.current ?? params.pageNo;
    const size = params.size ?? params.pageSize;
    const from = (current - 1) * size;
    const records = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({ id: String(from + i + 1) }));
    return { code: 200, success: true, msg: '', data: { records, total } };
  });
}

beforeEach(() => {
  get.mockReset();
});

describe('export mode', () => {
  it('is the task queue for a declared export, blob when declared so, the browser without one', () => {
    expect(exportModeOf(paramResource)).toBe('task');
    expect(exportModeOf({ ...paramResource, exportMode: 'blob' })).toBe('blob');
    expect(exportModeOf(noticeResource)).toBe('client');
  });
});

describe('fetching the rows', () => {
  it('pages through the list with the filters on screen, 1000 rows a call', async () => {
    serve(2500);
    const rows = await fetchListRows(noticeResource, { title: '通知', current: 3, size: 20, descs: 'publish_time' });
    expect(rows).toHaveLength(2500);
    expect(get.mock.calls.map((c) => c[1])).toEqual([
      { title: '通知', descs: 'publish_time', current: 1, size: 1000 },
      { title: '通知', descs: 'publish_time', current: 2, size: 1000 },
      { title: '通知', descs: 'publish_time', current: 3, size: 1000 },
    ]);
    expect(get.mock.calls[0][0]).toBe('/api/blade-desk/notice/list');
  });

  it('stops at 5000 rows', async () => {
    serve(7200);
    const rows = await fetchListRows(noticeResource, {});
    expect(rows).toHaveLength(5000);
    expect(rows.at(-1)!.id).toBe('5000');
    expect(get).toHaveBeenCalledTimes(5);
  });

  it('uses the declared paging style and stops at the total', async () => {
    serve(3);
    const decl = { ...noticeResource, paging: 'pageNo' as const };
    expect(await fetchListRows(decl, { pageNo: 1, pageSize: 20 })).toHaveLength(3);
    expect(get.mock.calls[0][1]).toEqual({ pageNo: 1, pageSize: 1000 });
    serve(0);
    expect(await fetchListRows(noticeResource, {})).toEqual([]);
  });
});

describe('the workbook', () => {
  it('holds the list columns with the labels the list shows', async () => {
    const decl = defineResource({
      key: 'wb',
      service: 'crm-test',
      base: 'wb',
      table: 'ah_wb',
      title: { zh: '测试列表', en: 'Test list' },
      buttonPrefix: 'wb',
      paging: 'current',
      scope: 'tenant',
      fields: {
        name: f.string({ zh: '名称', en: 'Name' }, { list: true }),
        price: f.money({ zh: '价格', en: 'Price' }, { list: true }),
        level: f.dict({ zh: '级别', en: 'Level' }, { dict: 'level', list: true }),
        ownerId: f.id({ zh: '负责人', en: 'Owner' }, { list: true }),
      },
      ops: { page: 'list' },
    });
    const labels = columnLabelsOf(decl, { level: [{ dictKey: '1', dictValue: '金卡', dictValueEn: 'Gold' }] }, { ownerId: [{ dictKey: '9', dictValue: '张三' }] }, 'zh');
    const blob = await writeWorkbook(decl, [{ id: '1', name: '甲', price: 123456, level: '1', ownerId: '9' }], 'zh', labels);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('测试列表');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['名称', '价格', '级别', '负责人']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['甲', 1234.56, '金卡', '张三']);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    // English interface: English headers and dictionary labels
    const en = await writeWorkbook(decl, [{ id: '1', level: '1' }], 'en', columnLabelsOf(decl, { level: [{ dictKey: '1', dictValue: '金卡', dictValueEn: 'Gold' }] }, {}, 'en'));
    const enBook = new ExcelJS.Workbook();
    await enBook.xlsx.load(await en.arrayBuffer());
    expect((enBook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['Name', 'Price', 'Level', 'Owner']);
    expect(enBook.worksheets[0].getRow(2).getCell(3).value).toBe('Gold');
  });
});
