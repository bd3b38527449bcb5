/**
 * Enterprise WeChat customers by keyboard, as a sales manager handles a leaving salesperson's
 * contacts: 企微客户列表 from the palette (the local provider's demo tenant, with the status counts),
 * find a contact by name, open it (Enter) and read its timeline, reassign it (a) to a colleague, and
 * see the move in the contact's 分配记录; then 个人SOP统计 and 企微配置 with the service card.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoToken, palette, searchOne, signInDemo, apiGet as api } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/corp-wechat';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

interface Contact { id: string; name: string; userId: string; userName: string; status: number }

test('find a contact, read their timeline, reassign them', async ({ page, request }) => {
  test.setTimeout(150_000);
  // a contact whose name is unique in the manager's store (read before the browser signs in: one session per account)
  const token = await demoToken(request, 'manager');
  const all = (await api<{ records: Contact[] }>(request, token, '/crm-member/ahCorpWechatCustomer/page', { current: 1, size: 500, status: 0 })).records;
  const names = new Map<string, number>();
  for (const c of all) names.set(c.name, (names.get(c.name) ?? 0) + 1);
  const contact = all.find((c) => names.get(c.name) === 1 && !all.some((o) => o !== c && o.name.includes(c.name)))!;
  expect(contact, 'a contact with a unique name').toBeTruthy();
  const people = await api<Array<{ id: string; name: string }>>(request, token, '/blade-user/personnelList');
  const target = people.find((p) => p.id !== contact.userId)!;

  await signInDemo(page, 'manager');
  await palette(page, '企微客户列表');
  await expect(page).toHaveURL(/\/clientManagement\/list/);
  await expect(grid(page)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cw-list.png` });

  await searchOne(page, contact.name);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clientManagement\/clientDetail\?id=/);
  const timeline = page.getByRole('list', { name: '客户动态' });
  await expect(timeline).toBeVisible();
  await expect(timeline.getByText('添加好友').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cw-detail.png`, fullPage: true });

  // 分配 (a): the colleague's box, Space, Enter
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('checkbox', { name: target.name, exact: true });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/cw-assign.png` });
  // Enter on a check box toggles nothing and submits nothing: the form's 保存 takes it
  await dialog.getByRole('button', { name: '保存' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // the show page reloads: the new salesperson, and the move in 分配记录
  await expect(page.locator('.sp-section').filter({ hasText: '企微信息' }).getByText(target.name, { exact: true })).toBeVisible();
  const records = page.locator('.sp-related').filter({ hasText: '分配记录' });
  await expect(records.getByRole('grid').getByText(contact.userName)).toBeVisible();
  await expect(records.getByRole('grid').getByText(target.name)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cw-assigned.png`, fullPage: true });

  // the list's own command, offered on the list (a page's commands are its own)
  await palette(page, '企微客户列表');
  await palette(page, '个人SOP统计', '企微客户列表: 个人SOP统计');
  await expect(page.getByRole('img', { name: 'SOP统计图' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cw-sop.png`, fullPage: true });

  await palette(page, '企微配置');
  await expect(page.getByRole('img', { name: '客服二维码' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cw-config.png`, fullPage: true });
});
