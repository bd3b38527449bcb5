/**
 * Invitation tasks as a store manager meets them: the list offers each row only the state changes
 * the invitation machine allows (开始执行 on a task not started or stopped, 停止执行 on a running one,
 * nothing on a finished one), and the edit page's customer lists work by keyboard (search ↓ and
 * Enter add, ↑ from the first result returns to the search, Delete takes out and hands the focus on).
 * The journey works on a task of its own, made through the API before the browser signs in.
 * Screenshots go to /tmp/shots-invitation (or SHOTS_DIR).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASIC, TENANT, demoToken, palette, signInDemo, shellReady } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-invitation';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** the row's own state buttons (the cell also holds 查看, 编辑, 删除) */
async function expectStateButtons(row: Locator, start: boolean, stop: boolean) {
  await expect(row.getByRole('button', { name: '开始执行', exact: true })).toHaveCount(start ? 1 : 0);
  await expect(row.getByRole('button', { name: '停止执行', exact: true })).toHaveCount(stop ? 1 : 0);
}

test('the invitation list offers only the allowed state changes; the edit page picks customers by keyboard', async ({ page, request }) => {
  test.setTimeout(150_000);
  // a task of this journey, far ahead so it heads the list (sorted by start, newest first)
  const name = `状态邀约 ${Date.now() % 100000}`;
  const token = await demoToken(request, 'manager');
  const res = await request.post('/api/crm-dcc/ahInviteConfig/saveOrUpdate', {
    headers: { Authorization: BASIC, 'Tenant-Id': TENANT, 'Blade-Auth': `bearer ${token}` },
    data: { taskName: name, inviteType: 1, startTime: '2031-03-01T09:00:00+08:00', endTime: '2031-03-08T18:00:00+08:00' },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);

  await signInDemo(page, 'manager');
  await palette(page, '邀约任务');
  const list = page.locator('[data-resource="ahInviteConfig"]');
  const grid = list.locator('[role="grid"]');
  const rowOf = (taskName: string) => list.locator('.rl-row', { hasText: taskName });
  await expect(rowOf(name)).toBeVisible();

  // the demo store's tasks: running, finished, not started; and ours, new (not started)
  await expectStateButtons(rowOf('本周新车试驾邀约'), false, true);
  await expectStateButtons(rowOf('上月老客户到店回馈'), false, false);
  await expectStateButtons(rowOf('周末车展活动邀约'), true, false);
  await expectStateButtons(rowOf(name), true, false);
  await shot(page, 'invitation-list');

  // keyboard: the first row is ours; the palette offers start, not stop
  await grid.focus();
  await page.keyboard.press('j');
  await expect(rowOf(name)).toHaveAttribute('data-focused', 'true');
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('邀约任务: 停止执行');
  await expect(page.locator('.palette-item .palette-title', { hasText: '邀约任务: 停止执行' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.palette-dialog')).toHaveCount(0);
  await palette(page, '邀约任务: 开始执行');
  await expect(rowOf(name)).toContainText('执行中');
  await expectStateButtons(rowOf(name), false, true);

  // stop (it asks first), then it may start again
  await rowOf(name).getByRole('button', { name: '停止执行', exact: true }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('确定停止该邀约任务？');
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(rowOf(name)).toContainText('已停止');
  await expectStateButtons(rowOf(name), true, false);
  await shot(page, 'invitation-list-after');

  // the edit page: the same rule for its buttons, and the customer pick lists by keyboard
  await rowOf(name).getByRole('button', { name: '编辑', exact: true }).click();
  const form = page.getByTestId('invitation-edit');
  await expect(form.getByRole('heading', { name: '编辑邀约任务' })).toBeVisible();
  await expect(form.getByTestId('invitation-state')).toHaveText('已停止');
  await expect(form.getByRole('button', { name: '开始执行' })).toBeVisible();
  await expect(form.getByRole('button', { name: '停止执行' })).toHaveCount(0);

  const search = form.getByRole('textbox', { name: '搜索邀约客户' });
  const results = form.getByTestId('customer-results').locator('li');
  const invited = form.getByTestId('invited-list').locator('li');
  await search.focus();
  await expect(results.first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('j');
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(invited).toHaveCount(3);
  await expect(results.first()).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByTestId('invited-count')).toHaveText('（已选 3 / 500 位）');
  // ↑ from the first result goes back to the search field
  await page.keyboard.press('Home');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(search).toBeFocused();
  await shot(page, 'invitation-edit-picked');

  // Delete takes out and hands the focus to the next; the last one out gives it to the search field
  const second = await invited.nth(1).getAttribute('aria-label');
  await invited.first().focus();
  await page.keyboard.press('Delete');
  await expect(invited).toHaveCount(2);
  await expect(invited.first()).toHaveAttribute('aria-label', second!);
  await expect(invited.first()).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await expect(invited.first()).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(form.getByTestId('invited-list')).toHaveCount(0);
  await expect(search).toBeFocused();

  // one customer by mouse, then save; the state is started from the page
  await results.nth(2).getByRole('button', { name: '加入' }).click();
  await expect(invited).toHaveCount(1);
  await form.getByRole('button', { name: '开始执行' }).click();
  await expect(form.getByTestId('invitation-state')).toHaveText('执行中');
  await expect(form.getByRole('button', { name: '开始执行' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: '停止执行' })).toBeVisible();
  await shot(page, 'invitation-edit');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/clientInvitation\/invitationDetail\?id=\d+/);
  await expect(page.getByTestId('invitation-detail').getByRole('row')).toHaveCount(2);
});
