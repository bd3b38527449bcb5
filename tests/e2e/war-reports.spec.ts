/**
 * 战报管理 by keyboard: the store manager opens the war reports from the palette (the seeded month
 * and week are there), adds a report on its add page (/dataReport/addWarReport) with its period
 * backwards first (the rule's words, nothing saved), then right, and reads the figures the server
 * counted on its detail page (/dataReport/warReportDetail). Screenshots go to /tmp/shots-war
 * (or E2E_SHOTS).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, palette, searchOne, signInDemo } from './demo-accounts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-war';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** types a date into a focused native date input, segment by segment (the browser's en-US order) */
async function typeDate(page: Page, iso: string) {
  const [y, m, d] = iso.split('-');
  await page.keyboard.type(`${m}${d}${y}`);
}

test('a store manager publishes a war report by keyboard: a backwards period is refused, the figures are counted', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page, 'manager');
  await palette(page, '战报管理');
  await expect(page).toHaveURL(/\/dataReport\/warReport/);
  const grid = page.getByRole('grid');
  await expect(page.getByText('共 2 条')).toBeVisible();
  await expect(grid.getByText(/销售月报$/)).toBeVisible();
  await shot(page, '01-list');

  // n: the add page opens on the title
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/dataReport\/addWarReport/);
  const dialog = page.locator('[data-form="ahWarReport"]');
  await expect(dialog.getByLabel('战报标题')).toBeFocused();
  await page.keyboard.type('十一月冲刺战报');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: '战报类型' })).toBeFocused();
  await chooseOption(page, '月报');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('开始日期')).toBeFocused();
  await typeDate(page, '2026-11-20');
  // the browser's date field has its calendar button after the digits
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('结束日期')).toBeFocused();
  await typeDate(page, '2026-11-01');
  await page.keyboard.press('Enter');
  // the server's rule, marked on the end date, which takes the focus
  await expect(dialog.getByRole('alert')).toHaveText('结束日期不能早于开始日期');
  await expect(dialog.getByLabel('结束日期')).toBeFocused();
  // nothing saved: still on the add page (the list says 共 3 条, not 4, below)
  await expect(page).toHaveURL(/\/dataReport\/addWarReport/);
  await shot(page, '02-backwards');

  // the period corrected: the whole month (the browser's date fields keep their own segment focus,
  // so the fixed dates are set whole)
  await dialog.getByLabel('开始日期').fill('2026-11-01');
  await dialog.getByLabel('结束日期').fill('2026-11-30');
  await dialog.getByLabel('战报内容').focus();
  await page.keyboard.type('月底冲刺，全员跟进高意向客户。');
  // Enter is a new line in the commentary: Ctrl+Enter saves
  await page.keyboard.press('Control+Enter');
  // saved: back to the list
  await expect(page).toHaveURL(/\/dataReport\/warReport/);
  await expect(page.getByText('共 3 条')).toBeVisible();
  const row = grid.getByRole('row').filter({ hasText: '十一月冲刺战报' });
  await expect(row).toContainText('月报');
  await expect(row).toContainText('2026-11-01');
  await shot(page, '03-saved');

  // / finds it by its title, Escape goes back to the rows, j to the first, Enter opens its page with the counted figures
  await searchOne(page, '冲刺');
  await page.keyboard.press('Escape');
  await expect(grid).toBeFocused();
  await page.keyboard.press('j');
  await expect(row).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dataReport\/warReportDetail\?/);
  const view = page.locator('[data-show="ahWarReport"]');
  await expect(view.getByRole('heading', { name: '统计数据' })).toBeVisible();
  await expect(view).toContainText('月底冲刺，全员跟进高意向客户。');
  await expect(view).toContainText('新增线索');
  await expect(view).toContainText('跟进次数');
  await expect(view).toContainText('销冠');
  // focus on its first action: e edits it on its edit page
  await expect(view.getByRole('toolbar').getByRole('button').first()).toBeFocused();
  await shot(page, '04-view');
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/\/dataReport\/editWarReport\?/);
  const edit = page.locator('[data-form="ahWarReport"]');
  await expect(edit.getByLabel('战报标题')).toHaveValue('十一月冲刺战报');
  await shot(page, '05-edit');
});
