/**
 * A car sale from order to signed contract, by keyboard: the warehouse clerk makes the booking
 * agreement from an order (through the API, as the order page does); the store manager finds it in
 * 订购协议, submits it and passes the first review step on its page; the group administrator opens
 * the next contract waiting for them from the palette (审批下一份合同) and passes the second step,
 * then sends it for e-signing; the customer signs on the local provider's page; the signed PDF is
 * downloaded and its signature verified. Screenshots go to /tmp/shots-contracts (or SHOTS_DIR).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import { BASIC, TENANT, demoToken, palette, placeOrder, storeToken, searchOne, shellReady, signIn, signInDemo, apiCall as api } from './demo-accounts';
import { verifyPdfSignature } from '../../server/services/esign';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-contracts';
const STORE = '安华宝马杭州西湖店';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** the group administrator's token (its demo password is not changed on first sign-in) */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username: 'admin', password: 'admin123', grant_type: 'password', scope: 'all', type: 'account' },
    headers: { authorization: BASIC, 'tenant-id': TENANT },
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** the warehouse clerk's order in the store, and the booking agreement made from it */
async function contractFromOrder(request: APIRequestContext, customer: string): Promise<{ id: string; contractNo: string }> {
  const token = await storeToken(request, 'warehouse', STORE);
  const order = await placeOrder(request, token, { name: customer, phone: '13966668888' });
  return api<{ id: string; contractNo: string }>(request, token, 'POST', '/crm-warehouse/carOrder/createElectronicContractByCarOrder', { ahCarOrderId: order.id });
}

async function switchStore(page: Page, typed: string, store: string) {
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('切换门店');
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText('切换门店…');
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('搜索门店或分组…')).toBeFocused();
  await page.keyboard.type(typed);
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText(store);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^切换门店:/ })).toHaveAccessibleName(`切换门店: ${store}`);
}

/** a field's shown value on the show page, by its label */
const field = (page: Page, label: string) =>
  page.locator('.sp-section .rl-form-row').filter({ has: page.locator('.rl-form-label', { hasText: new RegExp(`^${label}$`) }) }).locator('.rl-view-value');

test('an order becomes a signed contract: two review steps by two people, the customer signs, the PDF verifies', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const customer = `合同客户${Date.now() % 100000}`;
  const contract = await contractFromOrder(request, customer);

  // the manager: 订购协议, the new agreement found by its number, opened with Enter
  await signInDemo(page, 'manager');
  await switchStore(page, '西湖', STORE);
  await palette(page, '订购协议');
  await expect(page).toHaveURL(/\/salesContract\/booking/);
  const list = page.locator('[data-resource="ahElectronicContract.booking"]');
  await expect(list.locator('.rl-row').first()).toBeVisible();
  await shot(page, '01-booking-list');
  await searchOne(page, contract.contractNo);
  const row = list.locator('.rl-row', { hasText: customer });
  await expect(row).toContainText('草稿');
  await list.locator('[role="grid"]').focus();
  await page.keyboard.press('j');
  await expect(row).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/salesContract\/detail\?id=/);
  const show = page.locator('[data-show="ahElectronicContract"]');
  await expect(show.getByRole('heading', { level: 2 })).toContainText(contract.contractNo);
  await expect(show).toContainText(customer);
  await shot(page, '02-contract-draft');

  // 提交审核 (Shift+S): the first step is the manager's, who passes it (Shift+P)
  await page.keyboard.press('Shift+S');
  await expect(show.locator('.rt-Badge').first()).toHaveText('审核中');
  await expect(field(page, '当前审批人')).toHaveText('王建国');
  await expect(show.getByRole('button', { name: '审核通过' })).toBeFocused();
  await page.keyboard.press('Shift+P');
  await expect(field(page, '当前审批人')).toHaveText('集团管理员');
  await expect(show.locator('.rt-Badge').first()).toHaveText('审核中');
  await shot(page, '03-first-step-passed');

  // the group administrator, in the store: the bell counts the contract, the palette opens it
  const adminPage = await browser.newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, 'admin', 'admin123');
  await expect(adminPage).toHaveURL(/\/anhua\/index/);
  await switchStore(adminPage, '西湖', STORE);
  await palette(adminPage, '审批下一份合同');
  await expect(adminPage).toHaveURL(/\/salesContract\/detail\?id=/);
  const adminShow = adminPage.locator('[data-show="ahElectronicContract"]');
  // the oldest contract waiting for the administrator may be a seeded one: walk the queue to ours
  // the page takes its keys once focus is on its first action (审核通过)
  const passReady = () => expect(adminShow.getByRole('button', { name: '审核通过' })).toBeFocused();
  await passReady();
  for (let i = 0; i < 5 && !(await adminShow.getByRole('heading', { level: 2 }).innerText()).includes(contract.contractNo); i++) {
    await adminPage.keyboard.press('Shift+P');
    await expect(adminShow.locator('.rt-Badge').first()).toHaveText('待签署');
    await palette(adminPage, '审批下一份合同');
    await expect(adminShow.locator('.rt-Badge').first()).toHaveText('审核中');
    await passReady();
  }
  await expect(adminShow.getByRole('heading', { level: 2 })).toContainText(contract.contractNo);
  await shot(adminPage, '04-admin-review');
  await passReady();
  await adminPage.keyboard.press('Shift+P');
  await expect(adminShow.locator('.rt-Badge').first()).toHaveText('待签署');
  await expect(field(adminPage, '当前审批人')).not.toContainText('集团管理员');

  // 发起电子签署: the local provider's signing link appears on the page
  await palette(adminPage, '发起电子签署', '销售合同: 发起电子签署');
  await expect(adminShow.locator('.rt-Badge').first()).toHaveText('签署中');
  const signUrl = (await field(adminPage, '客户签署地址').innerText()).trim();
  expect(signUrl).toContain('/api/crm-member/eSign/local/sign?token=');
  await shot(adminPage, '05-signing');

  // the customer's page: agree (Space), sign (Enter)
  const customerPage = await browser.newPage();
  await customerPage.goto(signUrl);
  await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(contract.contractNo);
  await customerPage.getByRole('checkbox').focus();
  await customerPage.keyboard.press('Space');
  await customerPage.keyboard.press('Tab');
  await expect(customerPage.getByRole('button', { name: '确认签署' })).toBeFocused();
  await shot(customerPage, '06-customer-page');
  await customerPage.keyboard.press('Enter');
  // the first signing of the tenant also makes its certificate (an RSA key): the page answers when that is done
  await expect(customerPage.getByRole('status')).toHaveText('合同已签署，感谢您的配合。', { timeout: 30_000 });

  // signed: the history has every step, and the signed PDF downloads (d) with a valid signature
  await adminPage.reload();
  await expect(adminShow.locator('.rt-Badge').first()).toHaveText('已签署');
  const history = adminShow.locator('.sp-section[aria-label="操作记录"]');
  await expect(history).toContainText('审核通过');
  await shot(adminPage, '07-signed');
  const [download] = await Promise.all([adminPage.waitForEvent('download'), adminPage.keyboard.press('d')]);
  const file = await download.path();
  const pdf = fs.readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(verifyPdfSignature(pdf).valid).toBe(true);
  // v: the preview overlay on the contract
  await adminPage.keyboard.press('v');
  await expect(adminPage.getByRole('dialog')).toBeVisible();
  await shot(adminPage, '08-preview');
});

test('every leaf under 电子合同 is a working screen, opened from the palette', async ({ page }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await signInDemo(page, 'manager');
  await switchStore(page, '西湖', STORE);
  const leaves: Array<[string, string]> = [
    ['试驾协议', '/salesContract/testDrive'],
    ['销售草签', '/salesContract/saleDraft'],
    ['纸质合同', '/salesContract/paper'],
    ['补充协议', '/salesContract/subAgreement'],
    ['合同模板', '/contractTemplate'],
    ['审批组', '/approverGroups'],
    ['车型权限额度', '/carPermissionSetting'],
    ['加装项目', '/addProject'],
    ['服务费设置', '/serviceCostSetting'],
  ];
  for (const [title, path] of leaves) {
    await palette(page, title);
    await expect(page).toHaveURL(new RegExp(path));
    const screen = page.locator('main, [role="main"]').first();
    await expect(screen.getByRole('heading', { name: title, exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('建设中').filter({ visible: true })).toHaveCount(0);
    await shot(page, `leaf-${path.replaceAll('/', '_')}`);
  }
  // the seeded quotas are nearly used up
  await palette(page, '车型权限额度');
  await expect(page.locator('.rl-row').filter({ visible: true }).first()).toContainText('9');
});

test('the contract page: the order by its number, steps from 1, review buttons for the approver only, and the gifts issued on signing', async ({ page, request }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const customer = `赠品客户${Date.now() % 100000}`;
  const contract = await contractFromOrder(request, customer);
  // the manager's coupon and sub-card, named as the contract's gifts (through the API, before the browser signs in)
  let manager = await demoToken(request, 'manager');
  const stores = await api<Array<{ value: string; label: string }>>(request, manager, 'GET', '/crm-anhua/store/myList');
  manager = (await api<{ access_token: string }>(request, manager, 'GET', '/blade-auth/oauth/modifyToken', { storeId: stores.find((s) => s.label === STORE)!.value })).access_token;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const coupon = await api<{ id: string }>(request, manager, 'POST', '/crm-member/ahCoupon/save', { couponName: `购车礼券${customer.slice(-5)}`, roleType: 0, type: 0, discountType: 0, amount: 50000, startTime: day(-1), endTime: day(90), expiryOption: 0, allStores: 0, stock: 10, perMemberLimit: 2, sendType: 1 });
  await api(request, manager, 'POST', '/crm-member/ahCoupon/up', { id: coupon.id });
  const card = await api<{ id: string }>(request, manager, 'POST', '/crm-member/ahSubCard/save', { cardName: `购车洗车卡${customer.slice(-5)}`, project: '精洗', totalCount: 6, price: 30000, effectNum: 12, effectUnit: 1, takeEffect: 0 });
  await api(request, manager, 'POST', '/crm-member/ahSubCard/up', { id: card.id });
  await api(request, manager, 'POST', '/crm-member/ahElectronicContract/update', { id: contract.id, giftCouponIds: coupon.id, giftSubCardIds: card.id });
  const detail = await api<{ content: { orderNo: string }; ahCarOrderId: string }>(request, manager, 'GET', '/crm-member/ahElectronicContract/detail', { id: contract.id });

  await signInDemo(page, 'manager');
  await switchStore(page, '西湖', STORE);
  await page.goto(`/salesContract/detail?id=${contract.id}`);
  const show = page.locator('[data-show="ahElectronicContract"]');
  const panel = show.locator('[data-contract-panel]');
  // the order by its number, a link to the order's page
  await expect(panel.locator('[data-order-link]')).toHaveText(detail.content.orderNo);
  await expect(panel.locator('[data-order-link]')).toHaveAttribute('href', `/orders/details?id=${detail.ahCarOrderId}`);
  await expect(panel).toContainText('尚未提交审核');
  await expect(show.getByRole('button', { name: '提交审核' })).toBeFocused();
  await page.keyboard.press('Shift+S');
  await expect(panel.locator('[data-review-progress]')).toHaveText('第 1 步，共 2 步');
  await expect(panel.locator('[data-step="1"]')).toContainText('第 1 步：王建国');
  await expect(panel.locator('[data-step="1"]')).toHaveAttribute('aria-current', 'step');
  await expect(panel.locator('[data-step="2"]')).toContainText('第 2 步：集团管理员');
  await expect(show.getByRole('button', { name: '审核通过' })).toBeFocused();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, '09-steps-from-one');
  await page.keyboard.press('Shift+P');
  await expect(panel.locator('[data-review-progress]')).toHaveText('第 2 步，共 2 步');
  // the second step is the administrator's: the manager is offered neither 审核通过 nor 退回
  await expect(show.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  await expect(show.getByRole('button', { name: '退回' })).toHaveCount(0);
  await expect(panel.locator('[data-step="1"]')).toContainText('已通过');
  await panel.scrollIntoViewIfNeeded();
  await shot(page, '10-not-my-turn');

  // the administrator passes, the customer signs: the gifts go out with their codes
  let admin = await adminToken(request);
  admin = (await api<{ access_token: string }>(request, admin, 'GET', '/blade-auth/oauth/modifyToken', { storeId: stores.find((s) => s.label === STORE)!.value })).access_token;
  await api(request, admin, 'POST', '/crm-member/ahElectronicContract/passReview', { id: contract.id });
  const sign = await api<{ signUrl: string }>(request, admin, 'POST', '/crm-member/ahElectronicContract/getPreAuthSignUrl', { id: contract.id });
  const token = new URL(sign.signUrl).searchParams.get('token')!;
  const signed = await request.post('/api/crm-member/eSign/local/sign', { data: { token, agree: '1' } });
  expect(((await signed.json()) as { code: number }).code).toBe(200);
  await page.reload();
  await expect(show.locator('.rt-Badge').first()).toHaveText('已签署');
  await expect(panel.locator('[data-gift="coupon"]')).toContainText(/已发放，券码\/卡号 \d{12}/);
  await expect(panel.locator('[data-gift="subCard"]')).toContainText(/已发放，券码\/卡号 SC\d{12}/);
  await expect(show.locator('.sp-section[aria-label="操作记录"]')).toContainText('发放赠品');
  await panel.scrollIntoViewIfNeeded();
  await shot(page, '11-gifts-issued');
});

test('the template field editor: fields, the selected field and the preview side by side, checked like the server', async ({ page, request }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const name = `字段编辑模板${Date.now() % 100000}`;
  const admin = await adminToken(request);
  await api(request, admin, 'POST', '/crm-member/ahContractTemplate/addTemplate', { templateName: name, dictContractType: 3, ecType: 1, content: '买受方{{客户}}购买{{车型}}一台，车辆价格{{车价}}。' });

  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await palette(page, '合同模板');
  const list = page.locator('[data-resource="ahContractTemplate"]');
  await expect(list.locator('.rl-row').first()).toBeVisible();
  await searchOne(page, name);
  await list.locator('[role="grid"]').focus();
  await page.keyboard.press('j');
  await page.keyboard.press('f');
  const dialog = page.getByRole('dialog');
  const editor = dialog.locator('[data-template-fields]');
  await expect(editor).toContainText('尚无字段');
  // the preview marks the text's placeholders that no field defines
  await expect(editor.locator('.tf-chip[data-bound="false"]')).toHaveCount(3);
  await editor.getByRole('button', { name: '添加正文中的占位（3）' }).click();
  await expect(editor.getByRole('option')).toHaveCount(3);
  // saved unbound: the shared check names the first field, under its binding, and nothing is sent
  await editor.getByRole('button', { name: '保存字段' }).click();
  await expect(editor.getByRole('alert')).toHaveText('模板字段「客户」未绑定合同数据');
  await shot(page, '12-template-fields-unbound');
  const bind = async (field: string, data: string) => {
    await editor.getByRole('option', { name: new RegExp(`^${field}`) }).click();
    await editor.getByRole('combobox').click();
    await page.getByRole('option', { name: data, exact: true }).click();
    await expect(editor.getByRole('option', { name: new RegExp(`^${field}`) })).toContainText(data);
  };
  await bind('客户', '客户姓名');
  await bind('车型', '车型');
  await bind('车价', '车辆价格');
  await expect(editor.locator('.tf-chip[data-bound="true"]')).toHaveCount(3);
  await expect(editor.locator('.tf-preview')).toContainText('买受方【客户姓名】购买【车型】一台，车辆价格【车辆价格】。');
  await shot(page, '13-template-fields-bound');
  await editor.getByRole('button', { name: '保存字段' }).click();
  await expect(dialog).toHaveCount(0);
  const page1 = await api<{ records: Array<{ templateName: string; fieldJsonObject: unknown }> }>(request, await adminToken(request), 'GET', '/crm-member/ahContractTemplate/pageList', { templateName: name });
  expect(page1.records[0].fieldJsonObject).toEqual([
    { name: '客户', binding: 'customerName' },
    { name: '车型', binding: 'carModelName' },
    { name: '车价', binding: 'carPrice' },
  ]);
});
