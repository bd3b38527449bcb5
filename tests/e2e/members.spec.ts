/**
 * The members area by keyboard: open the member list from the palette, add a member with a bad
 * phone (the spec's message under the field, nothing saved) then a good one, find it; then the
 * member groups: a new condition group with its preview count, saved, and its members.
 */
import { expect, test, type Page } from '@playwright/test';
import { shellReady } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-members';
const selectedTitle = (page: Page) => page.locator('.palette-item[data-selected="true"] .palette-title');

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('租户编号').fill('000001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/anhua\/index/);
}

/** Ctrl+K, type, wait for the best match, Enter. */
async function palette(page: Page, query: string, expected = query) {
  // a nested page (切换门店…) keeps the palette open: this one does not wait for it to close
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('输入命令、页面，或手机号、车架号、车牌、单号、姓名…')).toBeFocused();
  await page.keyboard.type(query);
  await expect(selectedTitle(page)).toHaveText(expected);
  await page.keyboard.press('Enter');
}

test('member list from the palette; add a member by keyboard, bad phone first', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  // members belong to a store: act in 西湖
  await palette(page, '切换门店', '切换门店…');
  await expect(page.getByPlaceholder('搜索门店或分组…')).toBeFocused();
  await page.keyboard.type('西湖');
  await expect(selectedTitle(page)).toHaveText('安华宝马杭州西湖店');
  await page.keyboard.press('Enter');
  await expect(page.getByText('已切换到 安华宝马杭州西湖店')).toBeVisible();
  await expect(page.locator('.palette-dialog')).toHaveCount(0);

  await palette(page, '会员列表');
  await expect(page).toHaveURL(/\/member\/list/);
  const grid = page.getByRole('grid');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  const before = Number((await page.getByText(/共 \d+ 条/).textContent())!.match(/\d+/)![0]);
  expect(before).toBeGreaterThanOrEqual(300);
  await page.screenshot({ path: `${SHOTS}/member-list.png` });

  // n adds: name, Tab, a phone that is not a mobile, Enter
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('会员姓名')).toBeFocused();
  await page.keyboard.type('键盘会员');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2391234567');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('请输入有效手机号')).toBeVisible();
  await expect(dialog.getByLabel('手机号')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/member-add-bad-phone.png` });

  // fix it: select all, a good mobile, Enter saves
  await page.keyboard.press('Control+A');
  await page.keyboard.type('13912340001');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`共 ${before + 1} 条`)).toBeVisible();

  // / searches: name first, then the phone
  await page.keyboard.press('/');
  await page.keyboard.press('Tab');
  await page.keyboard.type('13912340001');
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(grid.getByText('键盘会员')).toBeVisible();
  await expect(grid.getByText('门店录入')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/member-found.png` });
});

test('member groups: a condition group with its preview count, saved, and its members', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await palette(page, '切换门店', '切换门店…');
  await page.keyboard.type('西湖');
  await expect(selectedTitle(page)).toHaveText('安华宝马杭州西湖店');
  await page.keyboard.press('Enter');
  await expect(page.getByText('已切换到 安华宝马杭州西湖店')).toBeVisible();
  await expect(page.locator('.palette-dialog')).toHaveCount(0);

  await palette(page, '会员分组');
  await expect(page).toHaveURL(/\/member\/group/);
  await expect(page.getByRole('grid').getByText('金卡及以上会员')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/member-groups.png` });

  // n opens the editor: name, the first condition (会员姓名 等于) changed to 积分 大于等于 5000
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/clue\/memberGroupsEdit/);
  // the group list (kept in its hidden tab) has a 分组名称 search box too: the editor's is the one on screen
  const groupName = page.getByLabel('分组名称').filter({ visible: true });
  await expect(groupName).toBeFocused();
  await page.keyboard.type('高积分会员');
  await page.getByLabel('条件1', { exact: true }).click();
  await page.getByRole('option', { name: '积分' }).click();
  await page.getByLabel('条件1运算符').click();
  await page.getByRole('option', { name: '大于等于' }).click();
  await page.getByLabel('条件1取值').fill('abc');
  await page.getByRole('button', { name: '预览人数' }).click();
  await expect(page.getByRole('alert')).toHaveText('积分：请输入整数');
  await page.getByLabel('条件1取值').fill('5000');
  await page.getByRole('button', { name: '预览人数' }).click();
  await expect(page.getByTestId('group-preview-count')).toHaveText(/符合条件的会员：\d+ 人/);
  const previewed = Number((await page.getByTestId('group-preview-count').textContent())!.match(/(\d+) 人/)![1]);
  await page.screenshot({ path: `${SHOTS}/member-group-edit.png` });
  await groupName.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clue\/memberGroupsView\?id=/);
  await expect(page.getByTestId('group-conditions')).toHaveText('条件：积分 大于等于 5000');
  // the group list stays mounted in its hidden tab: read the page on screen
  await expect(page.getByText(`共 ${previewed} 条`).filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/member-group-view.png` });
});

test('member cars, boutiques, owner groups and an owner page open and show their rows', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await palette(page, '切换门店', '切换门店…');
  await page.keyboard.type('西湖');
  await expect(selectedTitle(page)).toHaveText('安华宝马杭州西湖店');
  await page.keyboard.press('Enter');
  await expect(page.getByText('已切换到 安华宝马杭州西湖店')).toBeVisible();
  await expect(page.locator('.palette-dialog')).toHaveCount(0);

  await palette(page, '会员车辆');
  await expect(page).toHaveURL(/\/member\/car/);
  await expect(page.getByRole('grid').filter({ visible: true }).getByText('宝马').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/member-cars.png` });

  await palette(page, '精品管理');
  await expect(page.getByRole('grid').filter({ visible: true }).getByText('行车记录仪')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/boutiques.png` });

  await palette(page, '车主分组');
  await expect(page.getByRole('grid').filter({ visible: true }).getByText('高里程车主')).toBeVisible();
  // the focused first row: Enter opens its owners, Enter on an owner opens the owner page
  await page.getByRole('grid').filter({ visible: true }).getByText('高里程车主').click();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/afterSales\/ownerGroupDetail\?id=/);
  await expect(page.getByTestId('group-conditions')).toHaveText('条件：行驶里程(km) 大于等于 50000');
  await expect(page.getByText(/共 [1-9]\d* 条/).filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/owner-group-view.png` });
  await page.getByRole('grid').filter({ visible: true }).locator('.rl-row').first().dblclick();
  await expect(page).toHaveURL(/\/afterSales\/owner\/detail\?id=/);
  await expect(page.getByLabel('车主档案').getByText('最近保养日期')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/owner-detail.png` });
});
