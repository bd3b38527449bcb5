/**
 * After-sales work orders as the service adviser meets them, by keyboard: 售后工单 from the palette,
 * the first row (an order of this journey, made through the API) offers only what the work-order
 * machine allows; 完工 and 提交结算 from the palette move it on, 驳回结算 asks for its reason.
 * Screenshots go to /tmp/shots-work-orders (or SHOTS_DIR).
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, TENANT, demoToken, palette, signInDemo, shellReady } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-work-orders';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** whether the palette offers a command for the focused row (typed, looked for, closed) */
async function offered(page: Page, title: string): Promise<boolean> {
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(title);
  const hits = await page.locator('.palette-item .palette-title', { hasText: title }).count();
  await page.keyboard.press('Escape');
  await expect(page.locator('.palette-dialog')).toHaveCount(0);
  return hits > 0;
}

test('the service adviser completes a work order and submits its settlement by keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = `键盘客户${Date.now() % 100000}`;
  const token = await demoToken(request, 'service');
  const res = await request.post('/api/crm-workorder/ahWorkOrderInfo/addOrUpdate', {
    headers: { Authorization: BASIC, 'Tenant-Id': TENANT, 'Blade-Auth': `bearer ${token}` },
    data: { customerName: customer, customerPhone: '13912345678', licensePlate: '浙A8K2M6', vin: 'LBV5S3102NSA54321', repairType: 1, serviceAdviser: '陈静', itemsAmount: 38000 },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);

  await signInDemo(page, 'service');
  await palette(page, '售后工单');
  const list = page.locator('[data-resource="ahWorkOrderInfo"]');
  const grid = list.locator('[role="grid"]');
  const row = list.locator('.rl-row', { hasText: customer });
  await expect(row).toBeVisible();
  await expect(row).toContainText('施工中');
  // the seeded orders of the store, in their states
  await expect(list.locator('.rl-row', { hasText: '钱国平' })).toContainText('待结算审核');
  await expect(list.locator('.rl-row', { hasText: '冯佳怡' })).toContainText('已结算');
  // only an order in progress may be edited
  await expect(row.getByRole('button', { name: '编辑', exact: true })).toHaveCount(1);
  await expect(list.locator('.rl-row', { hasText: '冯佳怡' }).getByRole('button', { name: '编辑', exact: true })).toHaveCount(0);
  await shot(page, 'work-order-list');

  // the newest order heads the list: j focuses it; in progress, it may be completed, not submitted
  await grid.focus();
  await page.keyboard.press('j');
  await expect(row).toHaveAttribute('data-focused', 'true');
  expect(await offered(page, '售后工单: 提交结算')).toBe(false);
  await palette(page, '售后工单: 完工');
  await expect(row).toContainText('已完工');
  await expect(row.getByRole('button', { name: '编辑', exact: true })).toHaveCount(0);

  expect(await offered(page, '售后工单: 完工')).toBe(false);
  // 提交结算 by its own key, shown in the palette
  await expect(row).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Shift+S');
  // the confirmation names the totals the customer is charged
  await expect(page.getByRole('alertdialog')).toContainText(/工时费 [\d,.]+，材料费 [\d,.]+，代金券抵扣 [\d,.]+，优惠金额 [\d,.]+，应收金额 [\d,.]+。确定提交结算？/);
  await shot(page, 'work-order-submit-confirm');
  await page.keyboard.press('Enter');
  await expect(row).toContainText('待结算审核');
  await shot(page, 'work-order-submitted');

  // a refutal asks for its reason; Enter with none says so, then the reason goes with it
  await palette(page, '售后工单: 驳回结算');
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByLabel('驳回原因')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask.getByRole('alert')).toHaveText('驳回原因不能为空');
  await page.keyboard.type('工时费与报价单不一致');
  await shot(page, 'work-order-refute');
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(row).toContainText('已完工');
  await expect(row).toContainText('工时费与报价单不一致');
  await shot(page, 'work-order-refuted');

  // a completed order still takes a voucher: its dialog comes with the order preset
  await palette(page, '售后工单: 抵扣券抵扣');
  const voucher = page.getByRole('dialog');
  await expect(voucher).toContainText('代金券抵扣');
  await voucher.getByLabel('代金券名称').fill('保养代金券');
  await voucher.getByLabel('抵扣金额').fill('50');
  await shot(page, 'work-order-voucher');
  await voucher.getByLabel('抵扣金额').press('Enter');
  await expect(voucher).toHaveCount(0);
  // Enter opens the focused order's show page: its voucher sum is the server's
  await expect(row).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/afterSalesWorkOrderManagement\/detail\?/);
  const view = page.locator('[data-show="ahWorkOrderInfo"] .sp-record');
  await expect(view).toContainText('代金券抵扣50.00');
  // a completed order is not offered 编辑 on its page either
  await expect(view.getByRole('toolbar').getByRole('button', { name: /^编辑/ })).toHaveCount(0);
  await shot(page, 'work-order-view');

  // the materials of the orders, and the work-order settings, are lists of their own
  await palette(page, '维修材料');
  await expect(page.locator('[data-resource="ahWorkOrderInfoRepairMaterial"] .rl-row', { hasText: '前刹车片' })).toBeVisible();
  await shot(page, 'repair-materials');
  await palette(page, '仓库配置');
  await expect(page.locator('[data-resource="ahWorkOrderConfigWarehouse"] .rl-row', { hasText: '配件主仓' })).toBeVisible();
  await shot(page, 'work-order-warehouses');
});
