/**
 * Member labels by keyboard: the manager opens 会员标签 from the palette, sees the seeded labels with
 * their layers and counts, finds 车辆数 and switches it on from the palette (the listing machine),
 * after which its row offers 停用 and no longer 删除.
 */
import { expect, test, type Page } from '@playwright/test';
import { palette, searchOne, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/member-wx';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('labels listed with their layer counts, one switched on by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page, 'manager');
  await palette(page, '会员标签');
  await expect(page).toHaveURL(/\/member\/label/);
  await expect(grid(page).getByText('消费价值')).toBeVisible();
  await expect(grid(page).getByText(/^高价值\(\d+\)、中价值\(\d+\)、低价值\(\d+\)$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/label-list.png` });
  await searchOne(page, '车辆数');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await palette(page, '启用', '会员标签: 启用');
  await expect(grid(page).getByRole('row').nth(1)).toContainText('启用');
  await expect(grid(page).getByRole('row').nth(1).getByRole('button', { name: '停用' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/label-enabled.png` });
});
