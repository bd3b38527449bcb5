/**
 * Mini-program users by keyboard, as a counter clerk works: the manager opens 小程序用户 from the
 * palette, finds a user by phone, changes the phone (another member's phone refused first; the code
 * goes to the new phone), transfers boutique points from another user (above the balance refused
 * first; the code goes to the giving user), and finds both movements in 积分收支 with the balance
 * after each.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, demoToken, palette, searchOne, signInDemo, TENANT, apiGet as api } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/member-wx';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

interface Wx { id: string; phone: string; boutiqueIntegral: number; nickName: string }

test('a clerk changes a user’s phone and transfers points by keyboard, with the SMS codes', async ({ page, request }) => {
  test.setTimeout(150_000);
  // users of the manager's store (read before the browser signs in: one session per account)
  const token = await demoToken(request, 'manager');
  const users = (await api<{ records: Wx[] }>(request, token, '/crm-member/ahMemberWx/list', { current: 1, size: 50, hasPhone: 1, descs: 'boutique_integral' })).records;
  const giver = users[0];
  const target = users[users.length - 1];
  const taken = users[1].phone;
  expect(giver.boutiqueIntegral).toBeGreaterThan(10);
  const signed = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username: 'admin', password: 'admin123', grant_type: 'password', scope: 'all', type: 'account' },
    headers: { Authorization: BASIC, 'Tenant-Id': TENANT },
  });
  const admin = ((await signed.json()) as { data: { access_token: string } }).data.access_token;
  const codeSentTo = async (phone: string) => {
    const outbox = await api<{ records: Array<{ content: string }> }>(request, admin, '/blade-system/smsOutbox/list', { phone, current: 1, size: 1 });
    return /验证码(\d{6})/.exec(outbox.records[0].content)![1];
  };

  await signInDemo(page, 'manager');
  await palette(page, '小程序用户');
  await expect(page).toHaveURL(/\/member\/wx/);
  await searchOne(page, target.phone);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.screenshot({ path: `${SHOTS}/wx-list.png` });

  // 修改手机号 (p): another member's phone is refused when the code is asked for
  await page.keyboard.press('p');
  const change = page.getByRole('dialog', { name: '小程序用户 · 修改手机号' });
  await expect(change.getByLabel('新手机号')).toBeFocused();
  await page.keyboard.type(taken);
  await page.keyboard.press('Tab');
  await expect(change.getByRole('button', { name: '发送验证码' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('该手机号已被其他会员使用').first()).toBeVisible();
  await change.getByLabel('新手机号').focus();
  const newPhone = `166${String(Date.now()).slice(-8)}`;
  await page.keyboard.press('Control+A');
  await page.keyboard.type(newPhone);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`验证码已发送至${newPhone.slice(0, 3)}****${newPhone.slice(7)}`)).toBeVisible();
  await expect(change.getByLabel('验证码')).toBeFocused();
  await expect(change.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await page.keyboard.type(await codeSentTo(newPhone));
  await page.screenshot({ path: `${SHOTS}/wx-change-phone.png` });
  await page.keyboard.press('Enter');
  await expect(change).toBeHidden();
  // the old phone finds nobody now; the new one finds the user
  await expect(page.getByText('共 0 条').filter({ visible: true })).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(newPhone);
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条').filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await expect(grid(page).getByRole('row').nth(1)).toContainText(newPhone);
  await page.screenshot({ path: `${SHOTS}/wx-changed.png` });

  // 积分转移 (t): from the giver to this user; more than the giver holds is refused before any code
  await page.keyboard.press('t');
  const move = page.getByRole('dialog', { name: '小程序用户 · 积分转移' });
  await expect(move.getByLabel('转出用户手机号')).toBeFocused();
  await page.keyboard.type(giver.phone);
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(giver.boutiqueIntegral + 1));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`积分不足，当前可用积分${giver.boutiqueIntegral}`).first()).toBeVisible();
  await move.getByLabel('转移积分').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`验证码已发送至${giver.phone.slice(0, 3)}****${giver.phone.slice(7)}`)).toBeVisible();
  await expect(move.getByLabel('验证码')).toBeFocused();
  await page.keyboard.type(await codeSentTo(giver.phone));
  await page.screenshot({ path: `${SHOTS}/wx-transfer.png` });
  await page.keyboard.press('Enter');
  await expect(move).toBeHidden();
  await expect(grid(page).getByRole('row').nth(1)).toContainText(String(target.boutiqueIntegral + 10));

  // 积分收支: the transfer in, with the balance after it
  await palette(page, '积分收支');
  await expect(page).toHaveURL(/\/accessories\/integral/);
  await page.keyboard.press('/');
  await page.keyboard.press('Tab');
  await page.keyboard.type(newPhone);
  await page.keyboard.press('Enter');
  const first = grid(page).getByRole('row').nth(1);
  await expect(first).toContainText('积分转入');
  await expect(first).toContainText(String(target.boutiqueIntegral + 10));
  await page.screenshot({ path: `${SHOTS}/wx-ledger.png` });
});
