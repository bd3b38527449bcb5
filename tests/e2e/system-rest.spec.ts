/**
 * The remaining system leaves by keyboard (issue 25 items 7–9): each opened from the palette and its
 * main action done there — 岗位管理 (add), 门店管理 (add, stop), 通知设置 (switch SMS on, save),
 * 导出任务 (download a finished export), 短信发件箱 (read a code), 我的消息 (open a notice), the
 * role's detail page, 系统自检 (check again), 售后数据导入 (the template) — plus the palette's
 * store page wording, the platform's menus kept from the dealer's administrator and the watermark
 * kept still by Ctrl+K. Screenshots go to /tmp/shots-sys/ (or E2E_SHOTS).
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, palette, searchOne, shellReady, signIn, TENANT } from './demo-accounts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-sys';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });
const stamp = String(Date.now()).slice(-5);

test('a dealer administrator works through the system leaves by keyboard', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await shellReady(page);

  // the watermark: record every time it shows from now on; Ctrl+K must not show it
  const mark = page.locator('.watermark');
  await expect(mark).toHaveAttribute('data-shown', 'false');
  await page.evaluate(() => {
    const el = document.querySelector('.watermark')!;
    (window as unknown as { shownCount: number }).shownCount = 0;
    new MutationObserver(() => {
      if (el.getAttribute('data-shown') === 'true') (window as unknown as { shownCount: number }).shownCount++;
    }).observe(el, { attributes: true, attributeFilter: ['data-shown'] });
  });

  // the platform's own menus are not the dealer's: no 租户管理 or 应用管理 to open
  await page.keyboard.press('Control+k');
  await page.keyboard.type('租户管理');
  await expect(page.locator('.palette-item .palette-title', { hasText: /^租户管理$/ })).toHaveCount(0);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('应用管理');
  await expect(page.locator('.palette-item .palette-title', { hasText: /^应用管理$/ })).toHaveCount(0);
  // the store page says 没有匹配的门店, the spec's words
  await page.keyboard.press('Control+a');
  await page.keyboard.type('切换门店');
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText('切换门店…');
  await page.keyboard.press('Enter');
  await page.keyboard.type('没有这家店zz');
  await expect(page.getByText('没有匹配的门店')).toBeVisible();
  await shot(page, '01-palette-no-store');
  await page.keyboard.press('Escape'); // back to the commands
  await page.keyboard.press('Escape');
  await expect(page.locator('.palette-dialog')).toHaveCount(0);

  // 岗位管理: n, the form, Ctrl+Enter
  await palette(page, '岗位管理');
  await expect(page).toHaveURL(/\/system\/post\/index/);
  await expect(grid(page)).toBeVisible();
  await page.keyboard.press('n');
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: '岗位类型' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(`XS${stamp}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`销售顾问${stamp}`);
  await shot(page, '02-post-form');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toHaveCount(0);
  await expect(grid(page).getByRole('row').filter({ hasText: `销售顾问${stamp}` })).toBeVisible();
  await shot(page, '03-post-list');
  // Ctrl+K opened and closed the palette several times by now: the watermark never showed
  expect(await page.evaluate(() => (window as unknown as { shownCount: number }).shownCount)).toBe(0);

  // 门店管理: add a store, then stop it (Shift+S, confirmed with Enter)
  await palette(page, '门店管理');
  await expect(page).toHaveURL(/\/system\/store\/index/);
  await expect(grid(page).getByText('安华宝马杭州西湖店')).toBeVisible();
  await page.keyboard.press('n');
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('门店名称')).toBeFocused();
  await page.keyboard.type(`安华测试店${stamp}`);
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toHaveCount(0);
  await searchOne(page, `安华测试店${stamp}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  const store = grid(page).getByRole('row').filter({ hasText: `安华测试店${stamp}` });
  await expect(store).toContainText('营业');
  await page.keyboard.press('Shift+S');
  const stop = page.getByRole('alertdialog');
  await expect(stop).toContainText('停业');
  await shot(page, '04-store-stop-confirm');
  await page.keyboard.press('Enter');
  await expect(stop).toHaveCount(0);
  await expect(store).toContainText('停业');
  await shot(page, '05-store-stopped');

  // 通知设置: the form takes focus on its first switch; Tab to the task's SMS, Space, Enter saves
  await palette(page, '通知设置');
  await expect(page).toHaveURL(/\/system\/notificationSetting\/index/);
  const taskBell = page.getByRole('switch', { name: /新待办任务：通知办理人（站内消息）/ });
  await expect(taskBell).toBeFocused();
  await page.keyboard.press('Tab');
  const taskSms = page.getByRole('switch', { name: /新待办任务：通知办理人（短信）/ });
  await expect(taskSms).toBeFocused();
  await expect(taskSms).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
  await expect(taskSms).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await shot(page, '06-notification-settings');

  // 导出任务: an export started from 用户管理 finishes; the page downloads it with d
  await palette(page, '用户管理');
  await expect(grid(page)).toBeVisible();
  await palette(page, '用户管理: 导出', '用户管理: 导出');
  // the export opens the shell's dialog of the same tasks (spec 1 section 2); Esc, then the full page
  const tasksDialog = page.getByRole('dialog', { name: '导出任务' });
  await expect(tasksDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tasksDialog).toHaveCount(0);
  // by its path: 导出任务 alone is also the console's command that opens the dialog (g e)
  await palette(page, '/system/exportTask', '导出任务');
  await expect(page).toHaveURL(/\/system\/exportTask\/index/);
  const task = grid(page).getByRole('row').nth(1);
  await expect(task).toBeVisible();
  // the worker finishes it; r reloads the list until it says so
  await expect(async () => {
    await page.keyboard.press('r');
    await expect(task).toContainText('已完成', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('j');
  const download = page.waitForEvent('download');
  await page.keyboard.press('d');
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await shot(page, '07-export-tasks');

  // 短信发件箱: a forgotten-password code sent to the manager's phone, read here
  const sms = await request.get('/api/blade-user/sendSms', { params: { phone: '13800000001' }, headers: { authorization: BASIC, 'tenant-id': TENANT } });
  expect(((await sms.json()) as { code: number }).code).toBe(200);
  await palette(page, '短信发件箱');
  await expect(page).toHaveURL(/\/system\/smsOutbox\/index/);
  await expect(grid(page)).toBeVisible();
  await searchOne(page, '13800000001');
  await expect(grid(page).getByRole('row').nth(1)).toContainText(/验证码为\d{6}/);
  await shot(page, '08-sms-outbox');

  // 我的消息: the leaf opens the working page (not a placeholder); Enter opens the first notice
  await palette(page, '我的消息');
  await expect(page).toHaveURL(/\/anhua\/notification(\?|$)/);
  const inbox = page.getByRole('listbox');
  await expect(inbox).toBeFocused();
  await shot(page, '09-my-messages');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/anhua\/noticeDetail\?/);

  // the role's detail page: 角色管理, the salesman's row, Enter
  await palette(page, '角色管理');
  await expect(grid(page)).toBeVisible();
  // the roles in their order: 超级管理员, 店长, 销售顾问; j walks down to the third
  await expect(grid(page).getByText('salesman')).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/authority\/role\/detail\?id=/);
  await expect(page.getByText('已授权限')).toBeVisible();
  await expect(page.getByRole('heading', { name: /销售顾问/ })).toBeVisible();
  await shot(page, '10-role-detail');

  // 系统自检 (/test/index): r checks again
  await palette(page, '系统自检');
  await expect(page).toHaveURL(/\/test\/index/);
  await expect(page.locator('[data-check="database"]')).toContainText('PGlite');
  await page.keyboard.press('r');
  await expect(page.locator('[data-check="server"]')).toContainText('正常');
  await shot(page, '11-self-check');

  // 售后数据导入: its template, by mouse here (its t key after this palette jump is an open defect, issue 25)
  await palette(page, '售后数据导入');
  await expect(page).toHaveURL(/\/afterSales\/import\/index/);
  await expect(page.getByText('售后车主导入').first()).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载模板/ }).click();
  expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);
  await shot(page, '12-after-sales-import');

  // Alt held on its own shows the watermark (a screenshot tool's start); let go, it stays 5 s
  await page.keyboard.down('Alt');
  await expect(mark).toHaveAttribute('data-shown', 'true');
  await page.keyboard.up('Alt');
  await shot(page, '13-watermark');
});
