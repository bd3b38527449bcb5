/**
 * Export tasks end to end: an administrator exports 参数管理 from its list screen (opened through
 * the palette), watches the task reach done in the export-tasks dialog, downloads the file and
 * reads it with exceljs; a failed task is retried and deleted; a list without a server export
 * (租户管理) is exported in the browser. Screenshots: $SHOTS_DIR (default test-results)/exports-*.png.
 */
import ExcelJS from 'exceljs';
import { palette, signInDemo } from './demo-accounts';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('租户编号').fill('000001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/anhua\/index/);
}

/** Waits until the element's animations (a dialog opening, a drawer sliding) have finished. */
async function settled(locator: Locator) {
  // an animation cancelled by a re-render rejects its promise: it is over too
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

test('export 参数管理, watch the task finish, download it and read the workbook', async ({ page }) => {
  await signIn(page);
  await palette(page, '参数管理');
  await expect(page).toHaveURL(/\/system\/param\/index/);
  await expect(page.getByRole('grid').getByText('account.initPassword')).toBeVisible();

  // the export button starts a task and opens the export-tasks dialog
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导出任务' });
  await expect(dialog).toBeVisible();
  const row = dialog.locator('tr[data-task]').first();
  await expect(row).toContainText(/参数管理\d{14}\.xlsx/);
  // done: its dictionary label, the not-downloaded marker, a download button
  await expect(row.getByText('已完成')).toBeVisible();
  await expect(row.getByText('未下载')).toBeAttached();
  await expect(page.getByTestId('export-badge')).toHaveText('1');
  await settled(dialog);
  await page.screenshot({ path: `${SHOTS}/exports-dialog-done.png` });

  // the export's own 操作成功 goes first, so the download's can be told apart
  await expect(page.getByText('操作成功', { exact: true })).toBeHidden();
  // download by keyboard: the row's first action is the download button
  const download = row.getByRole('button', { name: '下载' });
  await download.focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^参数管理\d{14}\.xlsx$/);
  await expect(page.getByText('操作成功', { exact: true })).toBeVisible();
  // downloading confirmed it: no marker, no badge
  await expect(row.getByText('未下载')).toHaveCount(0);
  await expect(page.getByTestId('export-badge')).toHaveCount(0);

  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(['参数名称', '参数键名', '参数键值', '备注']);
  const keys = sheet.getColumn(2).values.slice(2);
  expect(keys).toContain('account.initPassword');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // g e opens it again from anywhere; so does the palette command 导出任务
  await page.keyboard.press('g');
  await page.keyboard.press('e');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await palette(page, '导出任务');
  await expect(dialog).toBeVisible();
});

test('a failed task is retried and deleted, each after its confirmation', async ({ page }) => {
  await signIn(page);
  // the shell draws its sidebar (whose export bar listens for started exports) once the permissions are known
  await expect(page.locator('.export-bar')).toBeVisible();
  // a filter the server refuses when it generates the file (a name over 200 characters): a failed
  // task, created with the page's own session
  await page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('anhua-access-token') ?? '{}').content as string;
    const res = await fetch('/api/blade-system/param/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Basic Y29uc29sZTpjb25zb2xlX3NlY3JldA==', 'Tenant-Id': '000001', 'Blade-Auth': `bearer ${token}` },
      body: JSON.stringify({ current: 1, size: 50000, paramName: 'x'.repeat(201) }),
    });
    const body = (await res.json()) as { code: number; data: { ahExportTaskId: string } };
    // the list screens announce a started export the same way
    window.dispatchEvent(new CustomEvent('anhua:export-started', { detail: { resource: 'param', ahExportTaskId: body.data.ahExportTaskId } }));
  });

  const dialog = page.getByRole('dialog', { name: '导出任务' });
  await expect(dialog).toBeVisible();
  const failed = dialog.locator('tr[data-state="4"]').first();
  await expect(failed.getByText('失败')).toBeVisible();
  await expect(failed).toContainText('参数名称长度不能超过200个字符');
  // the 5-second tooltip of the bar says it failed
  await expect(page.locator('.export-tip')).toContainText('导出失败');
  await settled(dialog);
  await page.screenshot({ path: `${SHOTS}/exports-dialog-failed.png` });

  await failed.getByRole('button', { name: '重试' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('确认重试？')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('操作成功', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  // it fails again (same filter)
  await expect(dialog.locator('tr[data-state="4"]')).toHaveCount(1);

  await dialog.locator('tr[data-state="4"]').getByRole('button', { name: '删除' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm.getByText('删除后无法恢复，确认删除？')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('操作成功', { exact: true })).toBeVisible();
  await expect(dialog.locator('tr[data-state="4"]')).toHaveCount(0);
});

test('a list without a server export is exported in the browser, up to its filter', async ({ page }) => {
  await signIn(page);
  await palette(page, '通知公告');
  await expect(page).toHaveURL(/\/desk\/notice/);
  const grid = page.getByRole('grid');
  // (other specs add notices: any first row will do)
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const totalText = await page.locator('.rl-pager').getByText(/共\s*\d+\s*条/).textContent();
  const total = Number(/\d+/.exec(totalText ?? '')![0]);

  // two clicks in one go: the second is ignored while the first export runs
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  const exportButton = page.getByRole('button', { name: '导出', exact: true });
  const first = page.waitForEvent('download');
  await exportButton.evaluate((el) => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  const file = await first;
  expect(file.suggestedFilename()).toMatch(/^通知公告\d{14}\.xlsx$/);
  await expect(page.getByText('操作成功!', { exact: true })).toBeVisible();
  // no export task: the export-tasks dialog stays closed
  await expect(page.getByRole('dialog', { name: '导出任务' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/exports-client-list.png` });

  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  expect(sheet.name).toBe('通知公告');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['标题', '分类名称', '摘要', '发布状态', '发布时间']);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
  // every row of the list, not only the page on screen
  expect(rows).toHaveLength(total);
  const upgrade = rows.find((r) => r[0] === '系统升级通知')!;
  // the option's label, not its stored number; the time as the list shows it
  expect(upgrade[3]).toBe('已发布');
  expect(String(upgrade[4])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(rows.find((r) => r[0] === '端午活动方案（草稿）')![3]).toBe('未发布');
  expect(downloads).toHaveLength(1);

  // a filter that matches nothing: 无数据导出, no file
  await page.keyboard.press('/');
  await page.keyboard.type('没有这个通知');
  await page.keyboard.press('Enter');
  await expect(grid.getByText('系统升级通知')).toHaveCount(0);
  await exportButton.click();
  await expect(page.getByText('无数据导出')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/exports-client-empty.png` });
  expect(downloads).toHaveLength(1);
});

test('a blob export (会员车辆) saves the file the export call answers, without a task', async ({ page }) => {
  test.setTimeout(120_000);
  // a store manager: member cars belong to a store
  await signInDemo(page, 'manager');

  await palette(page, '会员车辆');
  await expect(page).toHaveURL(/\/member\/car/);
  const totalText = await page.locator('.rl-pager').getByText(/共\s*\d+\s*条/).textContent();
  const total = Number(/\d+/.exec(totalText ?? '')![0]);
  expect(total).toBeGreaterThan(0);

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出', exact: true }).click()]);
  expect(file.suggestedFilename()).toMatch(/^会员车辆\d{14}\.xlsx$/);
  await expect(page.getByText('操作成功!', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '导出任务' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/exports-blob-member-car.png` });

  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain('车架号');
  expect(sheet.rowCount - 1).toBe(total);
});
