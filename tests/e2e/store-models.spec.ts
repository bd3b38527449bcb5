/**
 * 门店车型 by keyboard: the list's declared actions go through the one action contract. The manager
 * takes a model off the shelf and puts it back from the palette (one switchState path, told apart by
 * the state), and edits its store price in the action's input form, a bad price first.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillInTurn, palette, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-store-models';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('store model taken off, put on and repriced from its list', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page, 'manager');
  await palette(page, '门店车型');
  await expect(page).toHaveURL(/\/storeCar\/model/);
  const rows = grid(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();

  // j focuses the first model, which is on the shelf; its state cell follows each action
  await page.keyboard.press('j');
  const first = rows.nth(1);
  const state = first.getByRole('gridcell').nth(5);
  await expect(state).toHaveText('上架');
  await palette(page, '下架', '门店车型: 下架');
  await expect(state).toHaveText('下架');
  await page.screenshot({ path: `${SHOTS}/model-off.png` });
  await palette(page, '上架', '门店车型: 上架');
  await expect(state).toHaveText('上架');

  // 修改售价 opens the declared input form on the row: a bad price is refused under the field
  await palette(page, '修改售价', '门店车型: 修改售价');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('门店售价')).toBeFocused();
  await page.keyboard.press('Control+A');
  await fillInTurn(page, ['-3']);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('请填写0-99999999.99之间的数字')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/model-price-bad.png` });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('238800');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('gridcell').nth(4)).toHaveText('238,800.00');
  await page.screenshot({ path: `${SHOTS}/model-repriced.png` });
});
