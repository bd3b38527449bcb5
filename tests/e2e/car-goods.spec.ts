/**
 * Car goods by keyboard: the manager opens 汽车商品 from the palette, adds a tag in 标签管理 (t, n), then
 * adds a used car on /carMall/manage/edit picking 车辆类型, 汽车分类, then 品牌 → 车系 → 车型 with arrows
 * (each picker waits for the one before it: 请先选择品牌), ticks the new tag, and saves. The car is
 * found by name, listed with u (then e says why it cannot be edited) and unlisted with d (confirmed);
 * listed again, it shows in 车型展示 under its category.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, palette, searchOne, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-car-goods';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a used car picked by brand, series and model, tagged, listed and unlisted', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-4);
  const name = `准新车奥迪Q5L ${stamp}`;
  const tag = `急售${stamp}`;

  await signInDemo(page, 'manager');
  await palette(page, '汽车商品');
  await expect(page).toHaveURL(/\/carMall\/manage(\/index)?(\?|$)/);
  await expect(grid(page).getByRole('row').filter({ hasText: '已上架' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/car-goods-list.png` });

  // t: the store's tags under the list, focused; n adds one
  await page.keyboard.press('t');
  const tags = page.getByRole('region', { name: '标签管理' });
  await expect(tags.getByText('限时优惠')).toBeVisible();
  await expect(tags.getByRole('grid')).toBeFocused();
  await page.keyboard.press('n');
  const tagDialog = page.getByRole('dialog');
  await expect(tagDialog.getByLabel('标签名称')).toBeFocused();
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
  await expect(tagDialog).toHaveCount(0);
  await expect(tags.getByText(tag)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/car-goods-tags.png` });
  await page.keyboard.press('t');
  await expect(tags).toHaveCount(0);

  // n: the add page; the pickers below the car type wait for what they depend on
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/carMall\/manage\/edit/);
  const form = page.locator('[data-form="ahCarGoods"]');
  await expect(form.getByLabel('商品名称')).toBeFocused();
  const series = form.getByRole('combobox', { name: '车系' });
  const model = form.getByRole('combobox', { name: '车型' });
  await expect(series).toBeDisabled();
  await expect(series).toContainText('请先选择品牌');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await chooseOption(page, '二手车');
  await expect(form.getByRole('combobox', { name: '汽车分类' })).toBeEnabled();
  await page.keyboard.press('Tab');
  await chooseOption(page, '准新车');
  await page.keyboard.press('Tab');
  await chooseOption(page, '奥迪');
  await expect(series).toBeEnabled();
  await expect(model).toContainText('请先选择车系');
  await page.screenshot({ path: `${SHOTS}/car-goods-brand-picked.png` });
  await page.keyboard.press('Tab');
  await expect(series).toBeFocused();
  await chooseOption(page, '奥迪Q5L');
  await expect(model).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(model).toBeFocused();
  await chooseOption(page, '45 TFSI 臻选动感型');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('售价')).toBeFocused();
  await page.keyboard.type('328000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1.6');
  // the new tag: its check box, Space ticks it
  await form.getByRole('checkbox', { name: tag }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: tag })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/car-goods-form.png`, fullPage: true });
  // another brand now would clear the series and model: the picks belong together
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/\/carMall\/manage(\/index)?(\?|$)/);

  // found by name, unlisted, with the catalogue's names and the tag copied
  await searchOne(page, name);
  const row = grid(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('未上架');
  await expect(row).toContainText('奥迪');
  await expect(row).toContainText('奥迪Q5L');
  await expect(row).toContainText('45 TFSI 臻选动感型');
  await expect(row).toContainText(tag);
  await expect(row).toContainText('328,000.00');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();

  // u lists it: no edit nor delete while listed, and e says why
  await page.keyboard.press('u');
  await expect(row).toContainText('已上架');
  // the tabs' counts follow the write
  await expect(page.getByRole('tab', { name: /^已上架/ })).toContainText('1');
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await page.keyboard.press('e');
  await expect(page.getByText('汽车商品已上架，请先下架再编辑')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/car-goods-listed.png` });

  // d unlists it after the confirmation (focus on OK: Enter)
  await page.keyboard.press('d');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('确定下架该汽车商品？');
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('未上架');
  await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/car-goods-unlisted.png` });

  // listed again, it shows in 车型展示 under its category as members see it (2: the used cars)
  await page.keyboard.press('u');
  await expect(row).toContainText('已上架');
  await palette(page, '车型展示');
  await expect(page).toHaveURL(/\/carMall\/show/);
  await page.keyboard.press('2');
  await expect(page.getByRole('tab', { name: /二手车/ })).toHaveAttribute('aria-selected', 'true');
  const section = page.getByRole('region', { name: '准新车' });
  const card = section.getByLabel(name);
  await expect(card).toContainText('¥328,000.00');
  await expect(card).toContainText(tag);
  // a hidden category (特价清仓) does not show
  await expect(page.getByRole('region', { name: '特价清仓' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/car-show.png` });
});
