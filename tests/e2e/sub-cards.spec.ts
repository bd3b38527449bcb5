/**
 * Sub-cards by keyboard: the manager opens 次卡列表 from the palette, adds a card with a bad use count
 * first (the message under the field, nothing saved), puts it on shelf, sends it to a member by phone,
 * verifies one use with the code the send answered, and finds both in 次卡记录 and its detail page.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, demoToken, fillInTurn, palette, searchOne, signInDemo, TENANT } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-subcards';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a sub-card added, put on shelf, sent to a member and verified once, with its log', async ({ page, request }) => {
  test.setTimeout(90_000);
  // a member of the manager's store to send the card to (read before the browser signs in: one session per account)
  const token = await demoToken(request, 'manager');
  const res = await request.get('/api/crm-member/ahMember/list', { params: { current: 1, size: 1 }, headers: { 'Blade-Auth': `bearer ${token}`, Authorization: BASIC, 'Tenant-Id': TENANT } });
  const member = ((await res.json()) as { data: { records: Array<{ phone: string; memberName: string }> } }).data.records[0];
  const name = `洗车${String(Date.now()).slice(-4)}五次卡`;

  await signInDemo(page, 'manager');
  await palette(page, '次卡列表');
  await expect(page).toHaveURL(/\/subcard\/list/);
  await expect(grid(page).getByText('精洗10次卡')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/subcard-list.png` });

  // n adds: name, service, 0 uses (refused), price; Enter
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('次卡名称')).toBeFocused();
  await fillInTurn(page, [name, '精致洗车', '0', '198']);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('需大于等于 1')).toBeVisible();
  await expect(dialog.getByLabel('总次数')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/subcard-add-bad-count.png` });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // / searches by name; j focuses the card, off shelf
  await searchOne(page, name);
  const row = grid(page).getByRole('row').filter({ hasText: name });
  // cells: the check box, then the declared columns (…, 上架状态 8th, 已发放 9th)
  const cell = (n: number) => row.getByRole('gridcell').nth(n);
  await expect(cell(8)).toHaveText('下架');
  // Escape leaves the search for the rows
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');

  await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();
  await palette(page, '上架', '次卡列表: 上架');
  await expect(cell(8)).toHaveText('上架');
  // on shelf: no edit or delete (the listing machine), and e says why
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);
  await page.keyboard.press('e');
  await expect(page.getByText('次卡已上架，请先下架再编辑')).toBeVisible();
  await expect(dialog).toBeHidden();

  // 发放: the member's phone, Enter; the toast names the new card code
  await palette(page, '发放', '次卡列表: 发放');
  const send = page.getByRole('dialog', { name: '发放次卡' });
  await expect(send.getByLabel('会员手机号')).toBeFocused();
  await page.keyboard.type(member.phone);
  await page.screenshot({ path: `${SHOTS}/subcard-send.png` });
  await page.keyboard.press('Enter');
  const sent = page.getByText(/^已发放给.+，卡号 SC\d{12}$/);
  await expect(sent).toBeVisible();
  const code = (await sent.textContent())!.match(/SC\d{12}/)![0];
  await expect(send).toBeHidden();

  // 核销: the code, Enter shows the card; one use, Enter verifies it
  await expect(cell(9)).toHaveText('1');
  await palette(page, '核销', '次卡列表: 核销');
  const verify = page.getByRole('dialog', { name: '核销次卡' });
  await expect(verify.getByLabel('次卡卡号')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(verify.getByText('5 / 5')).toBeVisible();
  await expect(verify.getByLabel('核销次数')).toBeFocused();
  // more uses than the card has: refused under the count, nothing spent
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(verify.getByRole('alert')).toHaveText('剩余次数不足，当前剩余5次');
  await expect(verify.getByLabel('核销次数')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/subcard-verify.png` });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.getByText('核销成功，剩余4次')).toBeVisible();
  await expect(verify).toBeHidden();

  // 次卡记录: newest first, the verify then the send; Enter opens the detail page
  await palette(page, '次卡记录');
  await expect(page).toHaveURL(/\/subcard\/logs/);
  const first = grid(page).getByRole('row').nth(1);
  await expect(first).toContainText(code);
  await expect(first).toContainText('核销');
  await expect(grid(page).getByRole('row').nth(2)).toContainText('发卡');
  await page.screenshot({ path: `${SHOTS}/subcard-logs.png` });
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/subcard\/logs\/detail\/index\?id=/);
  await expect(page.getByRole('heading', { name: `核销 · ${name}` })).toBeVisible();
  await expect(page.getByText('剩余 4 / 5 次')).toBeVisible();
  await expect(page.getByText(member.memberName).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/subcard-log-detail.png` });
});
