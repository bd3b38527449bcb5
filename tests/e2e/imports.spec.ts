/**
 * Imports end to end (issue 5): the store manager opens the import centre from the palette,
 * downloads the clue template, fills it with one bad row, imports it (nothing is written, every bad
 * row is shown and its error file downloads), reads the run in the import log, fixes the row and
 * imports again. Screenshots go to SHOTS_DIR (default test-results).
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type FileChooser } from '@playwright/test';
import { palette, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results';

async function readBook(path: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

test('the manager imports clues: template, a file with a bad row, the log, the fixed file', async ({ page }) => {
  test.setTimeout(120_000);
  // file choosers are intercepted from the start: waiting for one only after the key can miss it
  const choosers: FileChooser[] = [];
  page.on('filechooser', (c) => choosers.push(c));
  const choose = async (path: string) => {
    const n = choosers.length;
    await page.keyboard.press('o');
    await expect.poll(() => choosers.length).toBe(n + 1);
    await choosers[n].setFiles(path);
  };
  await signInDemo(page, 'manager');

  await palette(page, '数据导入');
  await expect(page).toHaveURL(/\/import\/index/);
  const panel = page.locator('.import-panel[data-kind="clue"]');
  await expect(panel.getByRole('heading', { name: '线索导入' })).toBeVisible();

  // the template, by its key
  const [template] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('t')]);
  expect(template.suggestedFilename()).toBe('线索导入模板.xlsx');
  const templatePath = test.info().outputPath('template.xlsx');
  await template.saveAs(templatePath);
  const header = (await readBook(templatePath))[0];
  expect(header).toEqual(['*客户姓名', '*手机号', '渠道类型', '*线索渠道', '意向品牌', '意向车系', '意向车型', '备注']);

  // fill it: the second data row has a phone that is not one
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(templatePath);
  const sheet = book.worksheets[0];
  sheet.addRow(['钱晓东', '13955501001', '汽车垂直网站', '汽车之家', '宝马', '宝马3系', '325Li M运动套装', '周末到店']);
  sheet.addRow(['孙丽娟', '1395550', '来电咨询', '400热线', '宝马', '宝马5系', null, null]);
  sheet.addRow(['郑海波', '13955501003', null, '懂车帝', '宝马', 'X3', null, null]);
  const badPath = test.info().outputPath('线索-有错误.xlsx');
  await book.xlsx.writeFile(badPath);

  await choose(badPath);
  await expect(panel.getByTestId('import-file-name')).toContainText('线索-有错误.xlsx');
  await page.keyboard.press('Shift+Enter');
  const outcome = panel.getByTestId('import-outcome');
  await expect(outcome.getByRole('alert')).toHaveText('导入失败：1行数据有误，未导入任何数据，请下载错误文件查看原因');
  await expect(outcome.getByRole('row').nth(1)).toContainText('3');
  await expect(outcome.getByRole('row').nth(1)).toContainText('手机号');
  await page.screenshot({ path: `${SHOTS}/imports-rejected.png`, fullPage: true });

  // the error file names the row and why
  const [errors] = await Promise.all([page.waitForEvent('download'), outcome.getByTestId('import-error-file').click()]);
  expect(errors.suggestedFilename()).toMatch(/^线索导入错误数据\d{14}\.xlsx$/);
  const errorsPath = test.info().outputPath('errors.xlsx');
  await errors.saveAs(errorsPath);
  const errorRows = await readBook(errorsPath);
  expect(errorRows[0][0]).toBe('行号');
  expect(errorRows).toHaveLength(2);
  expect(errorRows[1][0]).toBe(3);
  expect(String(errorRows[1][errorRows[1].length - 1])).toContain('手机号');

  // the run is in the recent list and in the import log
  await expect(panel.getByTestId('import-recent').getByRole('row').first()).toContainText('线索-有错误.xlsx');
  await expect(panel.getByTestId('import-recent').getByRole('row').first()).toContainText('失败');

  // fixed, it imports
  sheet.getRow(3).getCell(2).value = '13955501002';
  const goodPath = test.info().outputPath('线索.xlsx');
  await book.xlsx.writeFile(goodPath);
  await choose(goodPath);
  await expect(panel.getByTestId('import-file-name')).toContainText('线索.xlsx');
  await page.keyboard.press('Shift+Enter');
  await expect(panel.getByTestId('import-outcome')).toHaveText('导入成功3条');
  await page.screenshot({ path: `${SHOTS}/imports-succeeded.png`, fullPage: true });

  await palette(page, '导入日志');
  await expect(page).toHaveURL(/\/import\/importlogs/);
  const grid = page.getByRole('grid');
  await expect(grid.getByText('线索-有错误.xlsx')).toBeVisible();
  await expect(grid.getByText('线索.xlsx', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/imports-log.png` });
  // the refused run's error workbook from the log; the clean run has none to offer
  const refusedRow = grid.getByRole('row').filter({ hasText: '线索-有错误.xlsx' }).first();
  const [again] = await Promise.all([page.waitForEvent('download'), refusedRow.getByRole('button', { name: '下载错误文件' }).click()]);
  expect(again.suggestedFilename()).toMatch(/^线索导入错误数据\d{14}\.xlsx$/);
  const againPath = test.info().outputPath('errors-from-log.xlsx');
  await again.saveAs(againPath);
  expect((await readBook(againPath))[1][0]).toBe(3);
  await expect(grid.getByRole('row').filter({ hasText: /^(?!.*有错误).*线索\.xlsx/ }).first().getByRole('button', { name: '下载错误文件' })).toHaveCount(0);

  // the imported clues are on the desk
  expect(fs.existsSync(goodPath)).toBe(true);
});
