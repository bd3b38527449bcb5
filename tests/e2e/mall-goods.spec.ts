/**
 * Mall goods by keyboard: the manager opens 商品管理 from the palette, moves along its tabs (Shift+→/←), adds goods on /goods/edit with a price out of
 * range first (the message under the field, nothing saved), then lists them with 上架: listed goods
 * offer no edit or delete (the listing machine), and e says why. Then 商品分类: Alt+↓ moves a category down.
 *
 * Each key waits for the state it needs, never for time: the saved form goes back by history.back(),
 * so the address changes before the list is on screen again; a key pressed then went to the form
 * still holding focus, and / never reached the list (the CI failure). The journey waits for the form
 * to be gone and the list's rows to show, and for the row focus before acting on the focused row.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, fillInTurn, palette, searchOne, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-mall';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('goods added with a bad price first, then listed', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `洗车海绵${String(Date.now()).slice(-4)}`;

  await signInDemo(page, 'manager');
  await palette(page, '商品管理');
  await expect(page).toHaveURL(/\/goods\/list/);
  await expect(grid(page).getByText('车载手机支架')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/goods-list.png` });

  // tabs with counts over the listing: Shift+→ shows the unlisted goods only, Shift+← all again
  const allTab = page.getByRole('tab', { name: /^全部/ });
  const unlistedTab = page.getByRole('tab', { name: /^未上架/ });
  await expect(allTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(unlistedTab).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page).getByText('车载手机支架')).toHaveCount(0);
  await expect(grid(page).getByRole('row').filter({ hasText: '已上架' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/goods-unlisted-tab.png` });
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(allTab).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page).getByText('车载手机支架')).toBeVisible();

  // n adds on /goods/edit: name, category, a price out of range (refused), market price, stock; Enter
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/goods\/edit/);
  const dialog = page.locator('[data-form="ahGoods"]');
  await expect(dialog.getByLabel('商品名称')).toBeFocused();
  await fillInTurn(page, [name, (p) => chooseOption(p, '汽车用品'), '100000000', '29.9', '8']);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('请填写0-99999999.99之间的数字')).toBeVisible();
  await expect(dialog.getByLabel('售价')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/goods-add-bad-price.png` });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('19.9');
  await page.keyboard.press('Enter');
  // saved: back to the list, once the form has gone and the list shows its rows (its keys bound)
  await expect(page).toHaveURL(/\/goods\/list/);
  await expect(dialog).toBeHidden();
  await expect(grid(page).getByText('车载手机支架')).toBeVisible();

  // / searches by name; Escape back to the rows, j focuses the goods, unlisted
  await searchOne(page, name);
  const row = grid(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('未上架');
  await expect(row).toContainText('19.90');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await expect(row).toHaveAttribute('data-focused', 'true');
  await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();

  await palette(page, '上架', '商品管理: 上架');
  await expect(row).toContainText('已上架');
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);
  await page.keyboard.press('e');
  await expect(page.getByText('商品已上架，请先下架再编辑')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/goods-listed.png` });

  // 商品分类: j focuses the first category, Alt+↓ swaps it with the next one
  await palette(page, '商品分类');
  await expect(page).toHaveURL(/\/goods\/category/);
  const names = grid(page).getByRole('row').locator('[role="gridcell"]:nth-child(2)');
  await expect(names).not.toHaveCount(0);
  const [first, second] = await names.allInnerTexts();
  await page.keyboard.press('j');
  await expect(grid(page).locator('.rl-row').first()).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(names.nth(0)).toHaveText(second);
  await expect(names.nth(1)).toHaveText(first);
  await page.screenshot({ path: `${SHOTS}/category-moved.png` });
});
