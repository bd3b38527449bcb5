/**
 * Appointments as a store manager meets them, by keyboard: 预约池 from the palette, one appointment assigned
 * from the focused row (a), two selected ones (Space) assigned together (Shift+A) to a salesman through
 * the picker; they leave the pool and appear in 预约记录 under the salesman's name. Then 预约配置's form is
 * edited on its page by keyboard.
 * The journey books three appointments of its own through the API first and finds them by the pool's name
 * search, so a retry meets its own rows. Screenshots go to /tmp/shots-appointments (or SHOTS_DIR).
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, TENANT, demoToken, palette, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-appointments';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const SALESMAN = '李晓梅';

test('the manager assigns pool appointments to a salesman by keyboard, one and then two at once', async ({ page, request }) => {
  // three bookings of this run, in the manager's first store (where he signs in)
  const tag = String(Date.now() % 100000).padStart(5, '0');
  const token = await demoToken(request, 'manager');
  for (const [i, suffix] of ['甲', '乙', '丙'].entries()) {
    const res = await request.post('/api/crm-anhua/appointmentrecord/save', {
      headers: { Authorization: BASIC, 'Tenant-Id': TENANT, 'Blade-Auth': `bearer ${token}` },
      data: { customerName: `试驾${tag}${suffix}`, customerPhone: `137${tag}00${i}`, appointmentType: 1, carSeriesName: '宝马X3', source: 3, appointmentTime: new Date(Date.now() + (i + 2) * 3_600_000).toISOString() },
    });
    expect(((await res.json()) as { code: number; msg: string }).msg).toBe('操作成功');
  }

  await signInDemo(page, 'manager');
  await palette(page, '预约池');
  const pool = page.locator('[data-resource="appointmentRecord.pool"]');
  const rows = pool.locator('.rl-row');
  await expect(rows.first()).toBeVisible();
  await shot(page, 'pool');
  // / to the name search, the run's tag, Enter; Escape back to the rows
  await pool.locator('[role="grid"]').focus();
  await page.keyboard.press('/');
  await page.keyboard.type(`试驾${tag}`);
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(3);
  const before = 3;

  // one: Escape back to the rows, j to the first, a, pick the salesman by typing and Enter
  await page.keyboard.press('Escape');
  await expect(pool.locator('[role="grid"]')).toBeFocused();
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

  // 预约配置: the store's one settings row, a form on the page: the number per slot changed and saved by Enter
  await palette(page, '预约配置');
  const config = page.locator('[data-resource="ahAppointmentConfig"]');
  const perSlot = config.getByLabel('每时段可约数');
  await expect(perSlot).toHaveValue(/^\d+$/);
  await expect(config.getByRole('switch', { name: '开放预约' })).toBeFocused();
  // the demo store's 3 becomes 4 (a retry finds 4 and makes it 5)
  const next = String(Number(await perSlot.inputValue()) + 1);
  await perSlot.fill(next);
  await shot(page, 'config-edit');
  await perSlot.press('Enter');
  await expect(page.getByText('操作成功').first()).toBeVisible();
  // saved: the page shows the stored value again after a reload of the screen
  await page.reload();
  await expect(page.locator('[data-resource="ahAppointmentConfig"]').getByLabel('每时段可约数')).toHaveValue(next);
  await shot(page, 'config');
});
