/**
 * 意见反馈 as the store manager meets it, by keyboard: the list from the palette, the newest
 * (unhandled) feedback focused, 处理 from the palette asks for the way and content, and the row
 * reads 已处理 with the manager as operator; 处理 is no longer offered on it. Then 首页门店 and its form.
 * Screenshots go to /tmp/shots-customer-service (or SHOTS_DIR).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, palette, signInDemo, shellReady } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-customer-service';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('the manager handles a member feedback by keyboard', async ({ page }) => {
  await signInDemo(page, 'manager');
  await palette(page, '意见反馈');
  const list = page.locator('[data-resource="ahOpinion"]');
  const grid = list.locator('[role="grid"]');
  const row = list.locator('.rl-row', { hasText: '周志强' });
  await expect(row).toContainText('未处理');
  await expect(list.locator('.rl-row', { hasText: '郑浩然' })).toContainText('已处理');
  await shot(page, 'opinion-list');

  // the newest feedback heads the list
  await grid.focus();
  await page.keyboard.press('j');
  await expect(row).toHaveAttribute('data-focused', 'true');
  await palette(page, '意见反馈: 处理');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toContainText('处理');
  // the way is focused first
  await chooseOption(page, '电话回访');
  await page.keyboard.press('Tab');
  await page.keyboard.type('已电话联系客户，预约改为上午首个工位。');
  await shot(page, 'opinion-handle');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('已处理');
  await expect(row).toContainText('已电话联系客户');
  await expect(row).toContainText('王建国');
  await shot(page, 'opinion-handled');

  // handled: 处理 is no longer offered for it
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('意见反馈: 处理');
  await expect(page.locator('.palette-item .palette-title', { hasText: '意见反馈: 处理' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.palette-dialog')).toHaveCount(0);

  // 首页门店: the tenant's stores by sort; a new entry picks its store from the tenant's stores
  await palette(page, '首页门店');
  const stores = page.locator('[data-resource="ahHomeStore"]');
  await expect(stores.locator('.rl-row')).toHaveCount(3);
  await expect(stores.locator('.rl-row').first()).toContainText('品牌旗舰店');
  await shot(page, 'home-store-list');
  await stores.locator('[role="grid"]').focus();
  await page.keyboard.press('n');
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'home-store-form');
  await page.keyboard.press('Escape');
});
