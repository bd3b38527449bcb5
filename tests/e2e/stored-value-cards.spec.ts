/**
 * Stored-value cards by keyboard, as a counter clerk works: the manager opens 储值卡列表 from the
 * palette, recharges a member's card by phone (the face value starts the amount, the bonus comes with
 * it), writes off an amount confirmed by the SMS code the member received (one above the balance
 * first: refused under the amount, nothing spent), and finds the write-off with the balance after it
 * in 储值记录 and on its detail page.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, demoToken, palette, searchOne, signInDemo, TENANT, apiGet as api } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/stored-value';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a member’s card recharged and written off with the SMS code, seen in the log', async ({ page, request }) => {
  test.setTimeout(120_000);
  // a member of the manager's store (read before the browser signs in: one session per account)
  const token = await demoToken(request, 'manager');
  const member = (await api<{ records: Array<{ phone: string; memberName: string }> }>(request, token, '/crm-member/ahMember/list', { current: 1, size: 1 })).records[0];
  // the administrator reads the local SMS provider's outbox, as the member would read the phone
  const signed = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username: 'admin', password: 'admin123', grant_type: 'password', scope: 'all', type: 'account' },
    headers: { Authorization: BASIC, 'Tenant-Id': TENANT },
  });
  const admin = ((await signed.json()) as { data: { access_token: string } }).data.access_token;

  await signInDemo(page, 'manager');
  await palette(page, '储值卡列表');
  await expect(page).toHaveURL(/\/storedValueCard\/list/);
  await expect(grid(page).getByText('3000元储值卡')).toBeVisible();
  await searchOne(page, '1000元储值卡');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.screenshot({ path: `${SHOTS}/sv-list.png` });

  // 充值: the phone, Enter (the amount starts at the face value, 1000.00, which earns the bonus)
  await palette(page, '充值', '储值卡列表: 充值');
  const rechargeDialog = page.getByRole('dialog', { name: '储值卡充值' });
  await expect(rechargeDialog.getByLabel('会员手机号')).toBeFocused();
  await expect(rechargeDialog.getByLabel('充值金额（元）')).toHaveValue('1000.00');
  await page.keyboard.type(member.phone);
  await page.screenshot({ path: `${SHOTS}/sv-recharge.png` });
  await page.keyboard.press('Enter');
  const charged = page.getByText(/^充值成功，赠送50\.00元，卡号SV\d+，余额[\d,.]+元$/);
  await expect(charged).toBeVisible();
  await expect(rechargeDialog).toBeHidden();
  const cardNo = (await charged.textContent())!.match(/SV\d+/)![0];

  // 扣款核销: the phone, Enter shows the card and its balance
  await palette(page, '扣款核销', '储值卡列表: 扣款核销');
  const writeOff = page.getByRole('dialog', { name: '扣款核销' });
  await expect(writeOff.getByLabel('会员手机号')).toBeFocused();
  await page.keyboard.type(member.phone);
  await page.keyboard.press('Enter');
  await expect(writeOff.getByText(cardNo)).toBeVisible();
  await expect(writeOff.getByLabel('扣款金额（元）')).toBeFocused();
  // more than the card holds: refused under the amount, no code sent
  await page.keyboard.type('99999999');
  await page.keyboard.press('Enter');
  await expect(writeOff.getByRole('alert')).toHaveText(/^余额不足，当前余额[\d.]+元$/);
  await expect(writeOff.getByLabel('扣款金额（元）')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('123.45');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^验证码已发送至\d{3}\*{4}\d{4}$/)).toBeVisible();
  await expect(writeOff.getByLabel('短信验证码')).toBeFocused();
  const outbox = await api<{ records: Array<{ content: string }> }>(request, admin, '/blade-system/smsOutbox/list', { phone: member.phone, current: 1, size: 1 });
  expect(outbox.records[0].content).toContain('将扣款123.45元');
  const code = /验证码(\d{6})/.exec(outbox.records[0].content)![1];
  // a wrong code first: refused under the code
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(writeOff.getByRole('alert')).toHaveText('验证码错误或已过期');
  await page.screenshot({ path: `${SHOTS}/sv-writeoff-code.png` });
  await page.keyboard.press('Control+A');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^扣款成功，余额[\d,.]+元$/)).toBeVisible();
  await expect(writeOff).toBeHidden();

  // 储值记录: newest first, the write-off with the balance after it; Enter opens the detail page
  await palette(page, '储值记录');
  await expect(page).toHaveURL(/\/storedValueCard\/environmentLog/);
  await page.keyboard.press('/');
  await page.keyboard.type(cardNo);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // the search by card number finds only this card's lines; the newest is the write-off
  await expect(grid(page).getByRole('row').nth(1)).toContainText(cardNo);
  await expect(grid(page).getByRole('row').filter({ hasText: /SV/ }).filter({ hasNotText: cardNo })).toHaveCount(0);
  const first = grid(page).getByRole('row').nth(1);
  await expect(first).toContainText('扣款核销');
  await expect(first).toContainText('123.45');
  await page.screenshot({ path: `${SHOTS}/sv-log.png` });
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/storedValueCard\/environmentLog\/detail\/index\?id=/);
  const detail = page.getByRole('region', { name: '储值记录详情' });
  await expect(detail.getByText('变动后余额')).toBeVisible();
  await expect(detail.getByText(member.memberName).first()).toBeVisible();
  await expect(detail.getByText('123.45').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sv-log-detail.png` });
});

test('the rank programme: ranks listed, refreshed from the palette, with their benefits, coupons, goods and tasks', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page, 'manager');
  await palette(page, '等级设置');
  await expect(page).toHaveURL(/\/rank\/setting/);
  for (const name of ['普通会员', '银卡会员', '金卡会员', '钻石会员']) await expect(grid(page).getByText(name)).toBeVisible();
  await palette(page, '刷新等级', '等级设置: 刷新等级');
  await expect(page.getByText(/^等级已刷新：\d+位会员，\d+位升级，\d+位降级$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rank-setting.png` });
  await palette(page, '成长值规则', '等级设置: 成长值规则');
  await expect(page.getByLabel('售后每100元成长值')).toHaveValue('2');
  await page.screenshot({ path: `${SHOTS}/rank-rule.png` });
  for (const [menu, text] of [
    ['等级权益', '专属顾问'],
    ['等级卡券', '金卡保养券'],
    ['等级折扣商品', '金卡会员'],
    ['等级任务', '每日签到'],
  ] as const) {
    await palette(page, menu);
    await expect(grid(page).getByText(text).first()).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/rank-task.png` });
  // 等级卡券: each row a catalogue coupon; its page lists who received it (the seed's refresh sent them)
  await palette(page, '等级卡券');
  const gold = grid(page).getByRole('row').filter({ hasText: '金卡保养券' });
  await expect(gold).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rank-coupon.png` });
  await page.getByLabel('卡券名称', { exact: true }).filter({ visible: true }).focus();
  await page.keyboard.type('金卡保养券');
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('row')).toHaveCount(2);
  await grid(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByText('发放记录').first()).toBeVisible();
  await expect(page.getByText(/^\d{12}(,\d{12})*$/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rank-coupon-sends.png`, fullPage: true });
});
