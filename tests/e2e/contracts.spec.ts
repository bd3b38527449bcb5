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
import { BASIC, TENANT, demoToken, palette, searchOne, shellReady, signIn, signInDemo } from './demo-accounts';
import { verifyPdfSignature } from '../../server/services/esign';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-contracts';
const STORE = '安华宝马杭州西湖店';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: Record<string, unknown>): Promise<T> {
  const headers = { Authorization: BASIC, 'Tenant-Id': TENANT, 'Blade-Auth': `bearer ${token}` };
  const res = method === 'GET' ? await request.get(`/api${url}`, { headers, params: data as Record<string, string> }) : await request.post(`/api${url}`, { headers, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** the warehouse clerk's order in the store, and the booking agreement made from it */
async function contractFromOrder(request: APIRequestContext, customer: string): Promise<{ id: string; contractNo: string }> {
  let token = await demoToken(request, 'warehouse');
  const stores = await api<Array<{ value: string; label: string }>>(request, token, 'GET', '/crm-anhua/store/myList');
  const storeId = stores.find((s) => s.label === STORE)!.value;
  token = (await api<{ access_token: string }>(request, token, 'GET', '/blade-auth/oauth/modifyToken', { storeId })).access_token;
  const cars = await api<{ records: Array<{ carModelId: string }> }>(request, token, 'GET', '/crm-warehouse/ahWarehouseCar/getPage', { size: '1' });
  const order = await api<{ id: string }>(request, token, 'POST', '/crm-warehouse/carOrder/addOrUpdateCarOrder', {
    orderType: 1,
    customerName: customer,
    customerPhone: '13966668888',
    paymentMode: 1,
    depositAmount: 500000,
    orderDate: new Date().toISOString().slice(0, 10),
    carList: [{ carModelId: cars.records[0].carModelId, color: '矿石白', salePrice: 32800000, boutiqueList: [{ boutiqueName: '全车窗膜', price: 680000, quantity: 1, isGift: 0 }] }],
    additionalList: [],
  });
  const made = await api<{ id: string; contractNo: string }>(request, token, 'POST', '/crm-warehouse/carOrder/createElectronicContractByCarOrder', { ahCarOrderId: order.id });
  return made;
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
  await expect(customerPage.getByRole('status')).toHaveText('合同已签署，感谢您的配合。');

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
