/**
 * Signing in the demo accounts that start with the initial password. The e2e specs share one
 * server and database, so the first spec to sign in an account meets the forced password change
 * and later specs sign in with the changed password: this helper does whichever applies, with one
 * changed password per account for every spec.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type ElementHandle, type Page } from '@playwright/test';

export const TENANT = '000001';
export const INITIAL_PASSWORD = 'anhua123';
/** the demo client (console/console_secret) */
export const BASIC = 'Basic Y29uc29sZTpjb25zb2xlX3NlY3JldA==';
export const CHANGED_PASSWORD: Record<string, string> = {
  manager: 'Manager2026x',
  sales: 'Sales2026x',
  sales0a: 'Sales0a2026x',
  sales1a: 'Sales1a2026x',
  warehouse: 'Wh2026abc',
  finance: 'Finance2026x',
  service: 'Service2026x',
};

/** Types tenant, account and password into the login page and presses Enter (nothing checked). */
export async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('租户编号').fill(TENANT);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Whether the account still has the initial password (asked of the token call, not the screen). */
export async function stillInitial(page: Page, account: string): Promise<boolean> {
  const res = await page.request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username: account, password: INITIAL_PASSWORD, grant_type: 'password', scope: 'all', type: 'account' },
    headers: { authorization: BASIC, 'tenant-id': TENANT },
  });
  const body = (await res.json()) as { code: number };
  return body.code === 200;
}

/**
 * The forced change after a sign-in with the initial password, by keyboard: the dialog opens on
 * 原密码, the three fields are typed, Enter saves, and the success message shows (the session then
 * ends by itself and the login page comes back).
 */
export async function changeInitialPassword(page: Page, changed: string): Promise<void> {
  const forced = page.getByRole('dialog', { name: '请修改初始密码' });
  await expect(forced).toBeVisible();
  await expect(forced.getByLabel('原密码')).toBeFocused();
  await page.keyboard.type(INITIAL_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(changed);
  await page.keyboard.press('Tab');
  await page.keyboard.type(changed);
  await page.keyboard.press('Enter');
  await expect(page.getByText('修改成功，需重新登录')).toBeVisible();
}

/** Signs the account in by keyboard, changing the initial password first when it is still set. */
export async function signInDemo(page: Page, account: string): Promise<void> {
  const changed = CHANGED_PASSWORD[account];
  if (await stillInitial(page, account)) {
    await signIn(page, account, INITIAL_PASSWORD);
    await changeInitialPassword(page, changed);
    await expect(page).toHaveURL(/\/login/);
  }
  await signIn(page, account, changed);
  await expect(page).toHaveURL(/\/anhua\/index/);
}

/**
 * An access token of the account (data the test reads or writes first). An account still on the
 * initial password changes it through the API first, as its first sign-in would: the server answers
 * nothing else until then (30006).
 */
export async function demoToken(request: APIRequestContext, account: string): Promise<string> {
  const token = async (password: string) => {
    const res = await request.post('/api/blade-auth/oauth/token', {
      params: { tenantId: TENANT, username: account, password, grant_type: 'password', scope: 'all', type: 'account' },
      headers: { authorization: BASIC, 'tenant-id': TENANT },
    });
    const body = (await res.json()) as { code: number; data: { access_token: string } };
    return body.code === 200 ? body.data.access_token : null;
  };
  const initial = await token(INITIAL_PASSWORD);
  if (initial) {
    const changed = CHANGED_PASSWORD[account];
    const res = await request.post('/api/blade-user/update-password', {
      data: { oldPassword: INITIAL_PASSWORD, newPassword: changed, newPassword1: changed },
      headers: { authorization: BASIC, 'tenant-id': TENANT, 'blade-auth': `bearer ${initial}` },
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }
  const changedToken = await token(CHANGED_PASSWORD[account]);
  if (!changedToken) throw new Error(`cannot sign in ${account}`);
  return changedToken;
}

/**
 * The signed-in shell is on screen and takes its keys: its top bar's palette button shows once the
 * layout that binds Ctrl+K has rendered (the address changes first, while the shell is still coming).
 */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /搜索命令|Search commands/ })).toBeVisible();
}

/** Ctrl+K, type, Enter: runs the palette's best match, which must be titled `expected`. */
export async function palette(page: Page, query: string, expected = query): Promise<void> {
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('输入命令、页面，或手机号、车架号、车牌、单号、姓名…')).toBeFocused();
  await page.keyboard.type(query);
  // the first row is the best match once the list has followed the query
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText(expected);
  await page.keyboard.press('Enter');
  // gone (its closing animation included): Ctrl+K is not taken while another dialog is on screen
  await expect(page.locator('.palette-dialog')).toHaveCount(0);
}

/**
 * Picks an option of the focused Radix select by arrows alone. Each arrow waits for the highlight
 * to move before the next one: on a busy machine a second press read against the old highlight
 * would step past the wanted option (Radix does not wrap, so it then stops on the last one).
 */
export async function chooseOption(page: Page, label: string) {
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const highlighted = listbox.locator('[role="option"][data-highlighted]');
  await expect(highlighted).toHaveCount(1);
  const options = (await listbox.getByRole('option').allInnerTexts()).map((t) => t.trim());
  expect(options).toContain(label);
  for (let i = 0; i < options.length; i++) {
    const now = (await highlighted.innerText()).trim();
    if (now === label) break;
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).not.toHaveText(now);
  }
  await expect(highlighted).toHaveText(label);
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  // focus goes back to the select once the list has closed: the next Tab starts from there
  await expect(page.locator('[role="combobox"]:focus')).toHaveCount(1);
}

/**
 * Closes the open select's list with `closeKey` (sent to the focused option) and, at the very moment the
 * list leaves the page (Radix gives the focus back to the select one task later; on a busy machine
 * input is served first), either sends `then.press` to whatever holds the focus or focuses `then.focus`.
 * Answers where the focus was on the list's leaving (a role or tag) and whether the focused element
 * still has it after Radix's task (queued before the check's).
 */
export async function whenListLeaves(page: Page, closeKey: string, then: { press: string } | { focus: ElementHandle }): Promise<{ onLeaving: string; kept: boolean }> {
  const focus = 'focus' in then ? then.focus : null;
  return page.evaluate(
    async ({ closeKey, press, focus }) => {
      const list = document.querySelector('[role="listbox"]')!;
      const gone = new Promise<void>((resolve) => {
        const watch = new MutationObserver(() => {
          if (!list.isConnected) {
            watch.disconnect();
            resolve();
          }
        });
        watch.observe(document.body, { childList: true, subtree: true });
      });
      const key = (k: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, code: k, bubbles: true, cancelable: true }));
      key(closeKey);
      await gone;
      const at = document.activeElement;
      const onLeaving = at?.getAttribute('role') ?? at?.tagName ?? '';
      if (press) key(press);
      if (focus) (focus as HTMLElement).focus();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { onLeaving, kept: !!focus && document.activeElement === focus };
    },
    { closeKey, press: 'press' in then ? then.press : '', focus },
  );
}

/**
 * Fills a form by keyboard from its focused field: each step is text to type or something to do
 * there (a select's choice), with Tab between them. Enter is the caller's.
 */
export async function fillInTurn(page: Page, steps: ReadonlyArray<string | ((page: Page) => Promise<void>)>): Promise<void> {
  for (const [i, step] of steps.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    if (typeof step === 'string') await page.keyboard.type(step);
    else await step(page);
  }
}

/**
 * / to the list's search, the text, Enter: the list then shows the rows it finds (one unless told). Its answer is
 * waited for (the grid busy no more): until it comes, the rows and the total on screen are the last
 * search's, which may well be one row too.
 */
export async function searchOne(page: Page, text: string, rows = 1): Promise<void> {
  await page.keyboard.press('/');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.locator('[role="grid"][aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(`共 ${rows} 条`).filter({ visible: true })).toBeVisible();
}

/** The code of the captcha picture the server drew last (its outbox file; CAPTCHA_OUTBOX in playwright.config.ts). */
export function lastCaptcha(): string {
  const lines = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'captcha-outbox.txt'), 'utf8').trim().split('\n');
  return lines[lines.length - 1];
}

/** A call of the API with the token; its data, once its code says it succeeded (a failed set-up names the call and why). */
export async function apiCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data: Record<string, unknown> = {}): Promise<T> {
  const headers = { Authorization: BASIC, 'Tenant-Id': TENANT, 'Blade-Auth': `bearer ${token}` };
  const res = method === 'GET' ? await request.get(`/api${url}`, { headers, params: data as Record<string, string | number> }) : await request.post(`/api${url}`, { headers, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A GET of the API with the token (apiCall). */
export const apiGet = <T>(request: APIRequestContext, token: string, url: string, params: Record<string, string | number> = {}): Promise<T> => apiCall<T>(request, token, 'GET', url, params);

/** The demo store the manager and the warehouse clerk work in first. */
export const FIRST_STORE = '安华宝马杭州西湖店';

/** The demo account's token, switched to the named store (as 切换门店 does). */
export async function storeToken(request: APIRequestContext, account: string, store = FIRST_STORE): Promise<string> {
  const token = await demoToken(request, account);
  const stores = await apiGet<Array<{ value: string; label: string }>>(request, token, '/crm-anhua/store/myList');
  const storeId = stores.find((s) => s.label === store)!.value;
  return (await apiGet<{ access_token: string }>(request, token, '/blade-auth/oauth/modifyToken', { storeId })).access_token;
}

/**
 * A car order placed for the customer through the API, as the order page does (已下单): a car of the
 * store's stock, with a deposit and one boutique. The token is a store's (storeToken).
 */
export async function placeOrder(request: APIRequestContext, token: string, customer: { name: string; phone: string }): Promise<{ id: string }> {
  const cars = await apiGet<{ records: Array<{ carModelId: string }> }>(request, token, '/crm-warehouse/ahWarehouseCar/getPage', { size: 1 });
  return apiCall<{ id: string }>(request, token, 'POST', '/crm-warehouse/carOrder/addOrUpdateCarOrder', {
    orderType: 1,
    customerName: customer.name,
    customerPhone: customer.phone,
    paymentMode: 1,
    depositAmount: 500000,
    orderDate: new Date().toISOString().slice(0, 10),
    carList: [{ carModelId: cars.records[0].carModelId, color: '矿石白', salePrice: 32800000, boutiqueList: [{ boutiqueName: '全车窗膜', price: 680000, quantity: 1, isGift: 0 }] }],
    additionalList: [],
  });
}

/** Esc on a form with changes: it asks before they go (放弃修改 has the keyboard), Enter lets them go. */
export async function discardForm(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('表单内容已修改，确定放弃修改吗？');
  await expect(ask.getByRole('button', { name: '放弃修改' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
}
