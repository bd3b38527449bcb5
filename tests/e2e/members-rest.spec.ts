/**
 * Members, the rest, by keyboard: a manager builds a member label in the layer editor (an overlapping
 * second layer refused with the spec's words, then fixed), sees each layer's count on the label's
 * page and opens a layer's members (the generic list) with its digit; then sets the boutique initial
 * amount (精品设置), opens 精品订单 and 绿色出行奖励 from the palette, and a mission's page with its records;
 * starts and finishes a fitting job, refunds an order (its points back in 积分收支) and searches a car's UBI.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, palette, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-i20';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });
// the list stays mounted in its hidden tab: its search box has the same label
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });

test('a member label built in the layer editor, its layers counted, a layer’s members listed', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page, 'manager');
  await palette(page, '会员标签');
  await expect(grid(page).getByText('消费价值')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/member\/labelEdit/);
  await expect(field(page, '标签名称')).toBeFocused();
  const name = `积分分层${Date.now() % 100000}`;
  await page.keyboard.type(name);
  // layer 1: 高积分 = 积分 大于等于 3000
  await page.getByLabel('分层1名称').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('高积分');
  await page.getByLabel('分层1条件1', { exact: true }).focus();
  await chooseOption(page, '积分');
  await page.keyboard.press('Tab');
  await chooseOption(page, '大于等于');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3000');
  // layer 2, first overlapping (积分 大于等于 1000)
  await page.getByRole('button', { name: '添加分层' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('分层2名称').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('普通');
  await page.getByLabel('分层2条件1', { exact: true }).focus();
  await chooseOption(page, '积分');
  await page.keyboard.press('Tab');
  await chooseOption(page, '大于等于');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1000');
  await field(page, '标签名称').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(/分层“高积分”与“普通”的人群重叠（\d+人）/);
  await page.screenshot({ path: `${SHOTS}/label-overlap.png`, fullPage: true });
  // fixed: 普通 = 积分 小于 3000; its count previewed
  await page.getByLabel('分层2条件1运算符').focus();
  await chooseOption(page, '小于');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3000');
  await page.getByRole('button', { name: '预览分层2人数' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('layer-preview-1')).toHaveText(/符合条件的会员：\d+ 人/);
  const previewed = Number((await page.getByTestId('layer-preview-1').textContent())!.match(/(\d+) 人/)![1]);
  await page.screenshot({ path: `${SHOTS}/label-edit.png`, fullPage: true });
  await field(page, '标签名称').focus();
  await page.keyboard.press('Enter');

  // the label's page: its layers with their counts now; 2 opens 普通's members
  await expect(page).toHaveURL(/\/member\/labelDetail\?id=/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('layer-count-1')).toHaveText(`${previewed} 人`);
  await expect(page.getByText('积分 小于 3000')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/label-detail.png` });
  await page.keyboard.press('2');
  await expect(page).toHaveURL(/\/member\/labelMemberList\?ahMemberLabelLayerId=/);
  await expect(page.getByRole('heading', { name: `${name} › 普通` })).toBeVisible();
  await expect(page.getByText(`共 ${previewed} 条`).filter({ visible: true })).toBeVisible();
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/label-layer-members.png` });
});

test('boutique initial amount set by keyboard; boutique orders and green rewards listed', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page, 'manager');
  await palette(page, '精品设置');
  const amount = page.getByLabel('新用户初始精品积分');
  await expect(amount).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('-5');
  await page.keyboard.press('Enter');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('120');
  await page.keyboard.press('Enter');
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/boutique-setting.png` });
  await page.reload();
  await expect(page.getByLabel('新用户初始精品积分')).toHaveValue('120');

  await palette(page, '精品订单');
  await expect(grid(page).getByText('现金+积分').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/boutique-orders.png` });
  await palette(page, '绿色出行奖励');
  await expect(grid(page).getByText(/^UBI\d{10}$/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/green-rewards.png` });

  // 会员任务: j to the first mission, Enter opens its page with the completion records
  await palette(page, '会员任务');
  await expect(grid(page).getByText('推荐好友').first()).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/memberManage\/missionManage\/detail\?id=/);
  await expect(page.getByText('完成记录').first()).toBeVisible();
  await expect(grid(page).getByText(/^MS\d+$/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/mission-detail.png`, fullPage: true });
});

test('a fitting job started and finished, an order refunded with its points back, a car’s UBI searched, by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page, 'manager');
  // 精品工单: the newest booking waits; s starts it with the technician, d finishes it
  await palette(page, '精品工单');
  const first = grid(page).getByRole('row').nth(1);
  await expect(first).toContainText('待施工');
  const jobNo = /BW\d+/.exec(await first.innerText())![0];
  await grid(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('s');
  const technician = page.getByRole('dialog').getByLabel('施工技师');
  await expect(technician).toBeFocused();
  await page.keyboard.type('李师傅');
  await page.keyboard.press('Enter');
  const job = grid(page).getByRole('row').filter({ hasText: jobNo });
  await expect(job).toContainText('施工中');
  await expect(job).toContainText('李师傅');
  await page.screenshot({ path: `${SHOTS}/boutique-work-started.png` });
  await page.keyboard.press('d');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog')).getByText('确定该工单已完工？')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(job).toContainText('已完工');
  await page.screenshot({ path: `${SHOTS}/boutique-work-finished.png` });

  // another waiting job's order: refunded from 精品订单 (f, with a reason)
  const waiting = grid(page).getByRole('row').filter({ hasText: '待施工' }).first();
  const orderNo = /BQ\d+/.exec(await waiting.innerText())![0];
  await palette(page, '精品订单');
  await page.keyboard.press('/');
  await page.keyboard.type(orderNo);
  await page.keyboard.press('Enter');
  const order = grid(page).getByRole('row').filter({ hasText: orderNo });
  await expect(order).toContainText('待安装');
  await expect(grid(page).getByRole('row')).toHaveCount(2);
  await grid(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('f');
  const reason = page.getByRole('dialog').or(page.getByRole('alertdialog')).getByRole('textbox', { name: '退款原因' });
  await expect(reason).toBeVisible();
  await reason.focus();
  await page.keyboard.type('客户不再需要');
  await page.screenshot({ path: `${SHOTS}/boutique-refund-confirm.png` });
  await page.keyboard.press('Enter');
  await expect(order).toContainText('已退款');
  await page.screenshot({ path: `${SHOTS}/boutique-refunded.png` });
  // its points are back in 积分收支 as 订单退回 under the order's number
  await palette(page, '积分收支');
  await field(page, '关联单号').focus();
  await page.keyboard.type(orderNo);
  await page.keyboard.press('Enter');
  // the order's two lines: its points spent, and the same points back
  await expect(grid(page).getByRole('row')).toHaveCount(3);
  await expect(grid(page).getByRole('row').filter({ hasText: '订单退回' })).toContainText(orderNo);
  await expect(grid(page).getByRole('row').filter({ hasText: '精品兑换' })).toContainText(orderNo);
  await page.screenshot({ path: `${SHOTS}/boutique-refund-ledger.png` });

  // 绿色出行奖励: u opens 查询UBI; a bad VIN is refused under the field, a car's VIN answers its totals
  await palette(page, '绿色出行奖励');
  const vin = /[A-HJ-NPR-Z0-9]{17}/.exec(await grid(page).getByRole('row').nth(1).innerText())![0];
  await grid(page).focus();
  await page.keyboard.press('u');
  const key = page.getByLabel('车架号或UBI编号');
  await expect(key).toBeFocused();
  await page.keyboard.type('ABC123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('车架号格式有误');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(vin);
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog').getByLabel('查询结果');
  await expect(result.getByText(vin)).toBeVisible();
  await expect(result.getByText('奖励积分合计')).toBeVisible();
  const ubi = /UBI\d{10}/.exec(await result.innerText())![0];
  await page.screenshot({ path: `${SHOTS}/green-search-ubi.png` });
  // the same car by its UBI number
  await page.keyboard.press('Control+a');
  await page.keyboard.type(ubi);
  await page.keyboard.press('Enter');
  await expect(result.getByText(ubi)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `当前车辆 ${vin} · 显示全部` })).toBeVisible();
  await expect(grid(page).getByRole('row').nth(1)).toContainText(vin);
  await page.screenshot({ path: `${SHOTS}/green-after-search.png` });
});
