/**
 * A store manager sells a car: the order list with its state cards, a new order (customer, model,
 * price), the order's detail, a stock car of the model locked to it from the allocation page, and
 * the detail again with the car, when its lock runs out, and the order's new state. Mostly by keyboard: the palette opens
 * pages and runs the page's commands. Screenshots go to /tmp/shots-orders/ (or E2E_SHOTS).
 */
import { palette, signInDemo } from './demo-accounts';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-orders';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('a manager creates an order, locks a stock car to it and sees the detail', async ({ page }) => {
  test.setTimeout(240_000);
  await signInDemo(page, 'manager');

  // the order list: state cards over the generated list
  await palette(page, '订单列表');
  await expect(page).toHaveURL(/\/orders\/list/);
  const cards = page.getByTestId('order-cards');
  await expect(cards).toContainText('已交车');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await shot(page, '01-order-list');

  // n opens the add page
  await page.getByRole('grid').focus();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/orders\/add/);
  const form = page.getByTestId('order-form');
  // submitting the empty form answers the first rule in the spec's words
  await form.getByLabel('客户姓名').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-form-error')).toHaveText('客户姓名不能为空');
  await page.keyboard.type('周杰');
  await page.keyboard.press('Tab');
  await page.keyboard.type('13955556666');
  // the model: a Radix select by keyboard, the first store model; the price follows the store price
  await form.getByLabel('车型 1').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(form.getByLabel('成交价 1')).not.toHaveValue('');
  // the store's lock setting (default) locks a car only for an order whose deposit is taken
  await form.getByLabel('定金（元）').focus();
  await page.keyboard.type('5000');
  await form.getByLabel('外观颜色 1').focus();
  await page.keyboard.type('矿石白');
  await shot(page, '02-order-form');
  await page.keyboard.press('Enter');

  // the detail of the new order
  await expect(page).toHaveURL(/\/orders\/details\?id=\d+/);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-state')).toHaveText('已下单');
  await expect(detail).toContainText('周杰');
  await expect(detail.getByTestId('order-car-vin-0')).toHaveText('--');
  await expect(detail.getByTestId('order-car-lock-expiry-0')).toHaveText('--');
  await shot(page, '03-order-detail');

  // the page's commands: lock a car for the first order car
  await palette(page, '锁车：第1辆车');
  await expect(page).toHaveURL(/\/orders\/supplyCar\?id=\d+/);
  const supply = page.getByTestId('supply-car');
  await expect(supply).toContainText('周杰');
  const firstRow = supply.locator('.order-pick-row').first();
  await expect(firstRow).toHaveAttribute('data-selected', 'true');
  const vin = ((await firstRow.locator('td').first().innerText()) || '').trim();
  expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  await shot(page, '04-supply-car');
  await expect(page.getByTestId('supply-car-vin')).toBeFocused();
  await page.keyboard.press('Enter');

  // back on the detail: the car is locked and the order assigned
  await expect(page).toHaveURL(/\/orders\/details\?id=\d+/);
  await expect(detail.getByTestId('order-state')).toHaveText('已配车');
  await expect(detail.getByTestId('order-car-vin-0')).toHaveText(vin);
  await expect(detail).toContainText('已锁车');
  await expect(detail).toContainText('锁车');
  // the lock runs out after the store's lockHours (72 by default): the detail shows when
  await expect(detail.getByTestId('order-car-lock-expiry-0')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(detail.getByTestId('order-car-lock-expiry-0')).toContainText(/剩余(2天2[23]小时|3天0小时)/);
  await shot(page, '05-order-locked');

  // the statistics pages draw their charts
  await palette(page, '订单统计');
  // drawn by ECharts: the chart's canvas is there
  await expect(page.getByTestId('order-statistics').locator('.chart[role="img"] canvas').first()).toBeVisible();
  await shot(page, '06-order-statistics');
  await palette(page, '交车统计');
  await expect(page.getByTestId('delivery-statistics').locator('.chart[role="img"] canvas').first()).toBeVisible();
  await shot(page, '07-delivery-statistics');
});
