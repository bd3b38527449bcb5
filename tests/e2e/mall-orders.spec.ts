/**
 * The mall at the counter, by keyboard: the manager opens 商城订单 from the palette, presses c and
 * redeems a member's code (a code that does not exist and a number above what is left first: refused
 * under their fields, nothing redeemed), then asks a refund on another paid order (申请退款, its
 * form), approves it in 退款管理 (p, confirm) and finds the refund in 交易流水 and the flagged day in
 * 结算记录.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASIC, demoToken, palette, searchOne, signInDemo, TENANT } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-mall-orders';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

interface Order {
  id: string;
  orderNo: string;
  consumeCode: string;
  goodsName: string;
  remainingNum: number;
  payAmount: number;
}

async function paidOrders(request: APIRequestContext, token: string): Promise<Order[]> {
  const res = await request.get('/api/crm-mall/ahOrder/getOrderList', { params: { current: 1, size: 100, orderStatus: 1 }, headers: { 'Blade-Auth': `bearer ${token}`, Authorization: BASIC, 'Tenant-Id': TENANT } });
  return ((await res.json()) as { data: { records: Order[] } }).data.records;
}

test('a code redeemed at the counter, a refund asked and approved, seen in the payments', async ({ page, request }) => {
  test.setTimeout(150_000);
  // two paid orders of the manager's store (read before the browser signs in: one session per account)
  const paid = (await paidOrders(request, await demoToken(request, 'manager'))).sort((a, b) => b.remainingNum - a.remainingNum);
  const [toRedeem, toRefund] = paid;
  expect(toRedeem.remainingNum).toBeGreaterThanOrEqual(2);

  await signInDemo(page, 'manager');
  await palette(page, '商城订单');
  await expect(page).toHaveURL(/\/mallOrder\/list/);
  await expect(grid(page).getByText(toRedeem.orderNo)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/orders-list.png` });

  // c: the counter's dialog, the code first
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: '核销消费码' });
  await expect(dialog.getByLabel('消费码')).toBeFocused();
  await page.keyboard.type('000000000000');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('消费码不存在');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(toRedeem.consumeCode);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(toRedeem.goodsName)).toBeVisible();
  await expect(dialog.getByLabel('核销数量')).toBeFocused();
  await expect(dialog.getByLabel('核销数量')).toHaveValue('1');
  // more than is left: refused under the number, nothing redeemed
  await page.keyboard.type('99');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(`核销数量不能超过剩余次数（剩余${toRedeem.remainingNum}次）`);
  await page.screenshot({ path: `${SHOTS}/consume-too-many.png` });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`核销成功：${toRedeem.goodsName} 1次，剩余${toRedeem.remainingNum - 1}次`)).toBeVisible();
  // ready for the next code
  await expect(dialog.getByLabel('消费码')).toBeFocused();
  await expect(dialog.getByLabel('消费码')).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/consume-done.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await searchOne(page, toRedeem.orderNo);
  await expect(grid(page).getByRole('row').filter({ hasText: toRedeem.orderNo })).toContainText('部分核销');

  // 申请退款 on another paid order: its form (uses, reason), Enter
  await page.keyboard.press('/');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(toRefund.orderNo);
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条').filter({ visible: true })).toBeVisible();
  await expect(grid(page).getByText(toRefund.orderNo)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await palette(page, '申请退款', '商城订单: 申请退款');
  const form = page.getByRole('dialog', { name: '商城订单 · 申请退款' });
  await expect(form.getByLabel('退款次数')).toBeFocused();
  await page.keyboard.type(String(toRefund.remainingNum));
  await page.keyboard.press('Tab');
  await page.keyboard.type('计划有变');
  await page.screenshot({ path: `${SHOTS}/refund-ask.png` });
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('row').filter({ hasText: toRefund.orderNo })).toContainText('退款中');

  // 退款管理: the newest request first; j, p approves after the confirmation
  await palette(page, '退款管理');
  await expect(page).toHaveURL(/\/mallOrder\/refund/);
  const refundRow = grid(page).getByRole('row').filter({ hasText: toRefund.orderNo });
  await expect(refundRow).toContainText('待审核');
  await page.keyboard.press('j');
  await page.keyboard.press('p');
  await expect(page.getByRole('alertdialog')).toContainText('确定同意退款');
  await page.keyboard.press('Enter');
  await expect(refundRow).toContainText('已退款');
  await page.screenshot({ path: `${SHOTS}/refund-passed.png` });

  // the order's show page: its tenders (支付明细), the cash given back by the refund
  await palette(page, '商城订单');
  await expect(page).toHaveURL(/\/mallOrder\/list/);
  await expect(grid(page).getByText(toRefund.orderNo)).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(toRefund.orderNo);
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条').filter({ visible: true })).toBeVisible();
  const refundedOrder = grid(page).getByRole('row').filter({ hasText: toRefund.orderNo });
  await expect(refundedOrder).toContainText('已退款');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await expect(refundedOrder).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mallOrder\/detail/);
  const cash = page.getByRole('row').filter({ hasText: '现金支付' });
  await expect(cash).toBeVisible();
  await expect(cash).toContainText((toRefund.payAmount / 100).toFixed(2));
  await cash.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/order-tenders.png` });

  // 交易流水: the refund the local provider recorded, newest first
  await palette(page, '交易流水');
  await expect(page).toHaveURL(/\/payment\/transaction/);
  await expect(grid(page).getByRole('row').filter({ hasText: toRefund.orderNo }).filter({ hasText: '退款' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/transactions.png` });

  // 结算记录: the demo's days, one flagged (a trade no order explains)
  await palette(page, '结算记录');
  await expect(grid(page).getByText('不一致')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settlements.png` });

  // the other leaves of the area answer with their lists and forms, not 建设中
  await palette(page, '开票管理');
  await expect(grid(page).getByText('已开票').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invoices.png` });
  await palette(page, '商城设置');
  await expect(page.getByLabel('退款审核角色')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/mall-setting.png` });
  await palette(page, '汽车分类');
  await expect(grid(page).getByText('官方认证二手车')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/car-categories.png` });
});
