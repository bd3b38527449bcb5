/**
 * Issue 26's journey: a change made at another desk (another session, through the API, as another
 * server process would) shows on an open list without a reload, through the live stream; a sign-in
 * elsewhere shows the single-session dialog at once, before this tab makes any call of its own.
 * A session's own writes are not told back on its stream (its screens reload them themselves), so
 * the write here is the admin's while the manager's list is open.
 */
import { expect, test } from '@playwright/test';
import { BASIC, CHANGED_PASSWORD, TENANT, palette, signInDemo, discardForm } from './demo-accounts';

test('a brand saved at another desk appears on the open list; a sign-in elsewhere shows the dialog at once', async ({ page }) => {
  // a name of its own on every try
  const brand = `实时品牌${Date.now().toString(36).slice(-5)}`;
  await signInDemo(page, 'manager');
  await palette(page, '品牌管理');
  const list = page.locator('[data-resource="carBrand"]');
  await list.getByLabel('品牌名称').fill(brand);
  await page.keyboard.press('Enter');
  await expect(list.getByText('共 0 条')).toBeVisible();
  // the tab's live stream listens (its ready event came)
  await expect(page.locator('html[data-live="ready"]')).toHaveCount(1);

  // the admin, at another desk, adds the brand
  const signed = await page.request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username: 'admin', password: 'admin123', grant_type: 'password', scope: 'all', type: 'account' },
    headers: { authorization: BASIC, 'tenant-id': TENANT },
  });
  const admin = ((await signed.json()) as { data: { access_token: string } }).data.access_token;
  const saved = await page.request.post('/api/crm-anhua/car_brand/submit', {
    headers: { authorization: BASIC, 'tenant-id': TENANT, 'blade-auth': `bearer ${admin}`, 'content-type': 'application/json' },
    data: { brandName: brand, initial: 'S', sort: 0 },
  });
  expect(((await saved.json()) as { code: number }).code).toBe(200);
  // no reload, no click: the live stream names ah_car_brand and the list loads again
  await expect(list.locator('.rl-row', { hasText: brand })).toBeVisible();
  await expect(list.getByText('共 1 条')).toBeVisible();
  // the search the manager typed is still there
  await expect(list.getByLabel('品牌名称')).toHaveValue(brand);
  await page.screenshot({ path: test.info().outputPath('live-list.png') });

  // while the manager types in the add form, a second brand from the admin waits: the focus and the
  // typed text stay; once the form closes, the list loads it
  await list.locator('[role="grid"]').focus();
  await page.keyboard.press('n');
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('品牌名称')).toBeFocused();
  await page.keyboard.type('正在输入');
  const second = await page.request.post('/api/crm-anhua/car_brand/submit', {
    headers: { authorization: BASIC, 'tenant-id': TENANT, 'blade-auth': `bearer ${admin}`, 'content-type': 'application/json' },
    data: { brandName: `${brand}二`, initial: 'S', sort: 0 },
  });
  expect(((await second.json()) as { code: number }).code).toBe(200);
  await expect(form.getByLabel('品牌名称')).toBeFocused();
  await expect(form.getByLabel('品牌名称')).toHaveValue('正在输入');
  await page.screenshot({ path: test.info().outputPath('live-form-open.png') });
  // Esc on the changed form asks; Enter throws the typing away
  await discardForm(page);
  await expect(form).toHaveCount(0);
  await expect(list.getByText('共 2 条')).toBeVisible();

  // the same account signs in elsewhere: this tab's stream ends with 59998 and the dialog opens
  const other = await page.request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username: 'manager', password: CHANGED_PASSWORD.manager, grant_type: 'password', scope: 'all', type: 'account' },
    headers: { authorization: BASIC, 'tenant-id': TENANT },
  });
  expect(((await other.json()) as { code: number }).code).toBe(200);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('此账号已在其他设备登录，为防止数据错乱请先退出登录')).toBeVisible();
  // it takes the keyboard: the list's n (add) and typed text reach nothing behind it
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'))).toBe(true);
  await page.keyboard.press('n');
  await page.keyboard.type('abc');
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('此账号已在其他设备登录，为防止数据错乱请先退出登录')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /品牌/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('live-other-device.png') });
});
