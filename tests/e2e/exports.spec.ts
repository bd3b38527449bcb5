/**
 * Export tasks end to end: an administrator exports 参数管理 from its list screen (opened through
 * the palette), watches the task reach done in the export-tasks dialog, downloads the file and
 * reads it with exceljs; a failed task is retried and deleted. Screenshots: test-results/exports-*.png.
 */
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';

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
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function palette(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('输入命令、页面或路径…')).toBeFocused();
  await page.keyboard.type(query);
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText(query);
  await page.keyboard.press('Enter');
  // gone (its closing animation included): Ctrl+K is not taken while another dialog is on screen
  await expect(page.locator('.palette-dialog')).toHaveCount(0);
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
  await page.screenshot({ path: 'test-results/exports-dialog-done.png' });

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
  await page.screenshot({ path: 'test-results/exports-dialog-failed.png' });

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
