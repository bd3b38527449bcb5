/**
 * Appointments as a store manager meets them, by keyboard: 预约池 from the palette, one appointment assigned
 * from the focused row (a), two selected ones (Space) assigned together (Shift+A) to a salesman through
 * the picker; they leave the pool and appear in 预约记录 under the salesman's name. Then 预约配置's one row is
 * edited by keyboard.
 * Screenshots go to /tmp/shots-appointments (or SHOTS_DIR).
 */
import { expect, test, type Page } from '@playwright/test';
import { palette, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-appointments';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const SALESMAN = '李晓梅';

test('the manager assigns pool appointments to a salesman by keyboard, one and then two at once', async ({ page }) => {
  await signInDemo(page, 'manager');
  await palette(page, '预约池');
  const pool = page.locator('[data-resource="appointmentRecord.pool"]');
  const rows = pool.locator('.rl-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  expect(before).toBeGreaterThanOrEqual(3);
  await shot(page, 'pool');

  // one: focus the first row, a, pick the salesman by typing and Enter
  await pool.locator('[role="grid"]').focus();
  await page.keyboard.press('j');
  await expect(rows.first()).toHaveAttribute('data-focused', 'true');
  const first = (await rows.first().locator('[role="gridcell"]').nth(1).innerText()).trim();
  await page.keyboard.press('a');
  const picker = page.getByRole('dialog', { name: '分配销售顾问' });
  await expect(picker).toBeVisible();
  await page.keyboard.type(SALESMAN);
  await expect(picker.getByRole('option', { selected: true })).toHaveText(SALESMAN);
  await shot(page, 'pool-assign-one');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(pool.locator('.rl-row', { hasText: first })).toHaveCount(0);
  await expect(rows).toHaveCount(before - 1);

  // two: the focus stays on the first row (the next appointment took its place); Space selects, j moves on,
  // Shift+A assigns the selection
  const names = [(await rows.nth(0).locator('[role="gridcell"]').nth(1).innerText()).trim(), (await rows.nth(1).locator('[role="gridcell"]').nth(1).innerText()).trim()];
  await expect(rows.first()).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Space');
  await page.keyboard.press('j');
  await page.keyboard.press('Space');
  await expect(pool.locator('.rl-row[aria-selected="true"]')).toHaveCount(2);
  await page.keyboard.press('Shift+A');
  const batch = page.getByRole('dialog', { name: '分配销售顾问（2）' });
  await expect(batch).toBeVisible();
  await page.keyboard.type(SALESMAN);
  await expect(batch.getByRole('option', { selected: true })).toHaveText(SALESMAN);
  await shot(page, 'pool-assign-two');
  await page.keyboard.press('Enter');
  await expect(batch).toHaveCount(0);
  for (const name of names) await expect(pool.locator('.rl-row', { hasText: name })).toHaveCount(0);
  await expect(rows).toHaveCount(before - 3);
  await shot(page, 'pool-after');

  // 预约记录 holds all three, under the salesman
  await palette(page, '预约记录');
  const record = page.locator('[data-resource="appointmentRecord"]');
  for (const name of [first, ...names]) await expect(record.locator('.rl-row', { hasText: name })).toContainText(SALESMAN);
  await shot(page, 'records');

  // 预约配置: the store's one settings row, edited in place (e), the number per slot changed and saved by Enter
  await palette(page, '预约配置');
  const config = page.locator('[data-resource="ahAppointmentConfig"]');
  await expect(config.locator('.rl-row')).toHaveCount(1);
  await config.locator('[role="grid"]').focus();
  await page.keyboard.press('j');
  await page.keyboard.press('e');
  const form = page.getByRole('dialog', { name: '预约配置 · 编辑' });
  const perSlot = form.getByLabel('每时段可约数');
  await expect(perSlot).toHaveValue('3');
  await perSlot.fill('4');
  await shot(page, 'config-edit');
  await perSlot.press('Enter');
  await expect(form).toHaveCount(0);
  // columns: the check box, 开放预约, the two times, 时段长度, 每时段可约数
  await expect(config.locator('.rl-row [role="gridcell"]').nth(5)).toHaveText('4');
  await shot(page, 'config');
});
