/**
 * Members, the rest, by keyboard: a manager builds a member label in the layer editor (an overlapping
 * second layer refused with the spec's words, then fixed), sees each layer's count on the label's
 * page and opens a layer's members (the generic list) with its digit; then sets the boutique initial
 * amount (精品设置), opens 精品订单 and 绿色出行奖励 from the palette, and a mission's page with its records.
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
