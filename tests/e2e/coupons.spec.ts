/**
 * Coupons by keyboard: a counter verifies a member's coupon by its code (palette → 卡券核销 → the code →
 * Enter → Enter confirms), a used code is refused with its reason, and the manager reviews an
 * over-quota coupon: opens the request from 卡券审核, looks at the policy in the preview overlay, and
 * passes it, which issues the coupon.
 */
import { expect, test, type FileChooser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { BASIC, demoToken, palette, signInDemo, TENANT } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a coupon verified by its code, and an over-quota coupon reviewed with its policy', async ({ page, request }) => {
  test.setTimeout(120_000);
  // an unused coupon of the manager's store (read before the browser signs in: one session per account)
  const token = await demoToken(request, 'manager');
  const res = await request.get('/api/crm-member/ahCouponRecord/list', { params: { current: 1, size: 50, status: 0 }, headers: { 'Blade-Auth': `bearer ${token}`, Authorization: BASIC, 'Tenant-Id': TENANT } });
  const rows = ((await res.json()) as { data: { records: Array<{ couponCode: string; memberName: string; status: number; validTo: string }> } }).data.records;
  const coupon = rows.find((r) => r.status === 0 && new Date(r.validTo).getTime() > Date.now() + 86_400_000)!;
  expect(coupon).toBeTruthy();

  await signInDemo(page, 'manager');
  await palette(page, '卡券核销');
  await expect(page).toHaveURL(/\/coupon\/verify/);
  const box = page.locator('#lookup-ahCouponRecord-verify-couponCode');
  await expect(box).toBeFocused();

  // the code, Enter: the coupon and its owner; Enter again confirms
  await page.keyboard.type(coupon.couponCode);
  await page.keyboard.press('Enter');
  const card = page.getByLabel('卡券信息');
  await expect(card.getByText(coupon.memberName, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '确认核销' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/coupons-verify-found.png` });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^核销成功/)).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await expect(grid(page).getByRole('row').filter({ hasText: coupon.couponCode })).toBeVisible();

  // the same code again: refused, with the reason under the box
  await page.keyboard.type(coupon.couponCode);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '该卡券已核销，不能重复使用' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/coupons-verify-used.png` });

  // 卡券审核: a pending over-quota request, opened with Enter, its policy in the preview overlay
  await palette(page, '卡券审核');
  await expect(page).toHaveURL(/\/coupon\/check/);
  const pending = grid(page).getByRole('row').filter({ hasText: '待审核' }).first();
  await expect(pending).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/coupons-check-list.png` });
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coupon\/check\/detail\?id=/);
  await expect(page.getByText('保单与凭证')).toBeVisible();
  const policy = page.getByRole('button', { name: /保单/ }).first();
  await policy.focus();
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog');
  await expect(overlay.locator('img').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/coupons-check-policy.png` });
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // p passes (after its confirmation): the coupon is issued and its code shown on the request
  await page.keyboard.press('p');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText('确定审核通过？通过后将向会员发放该卡券')).toBeVisible();
  await page.keyboard.press('Enter');
  // the state badge and the history say passed; the issued code is on the request
  await expect(page.getByText('审核通过', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(/^\d{12}$/).filter({ visible: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/coupons-check-passed.png` });
});

test('a quotation filled in from a photo of the policy: its QR code read, checked, then saved', async ({ page }) => {
  test.setTimeout(120_000);
  // one listener from the start (turning interception on right before the key press races with it)
  const opened: FileChooser[] = [];
  let waiting: ((c: FileChooser) => void) | null = null;
  page.on('filechooser', (c) => (waiting ? (waiting(c), (waiting = null)) : opened.push(c)));
  const nextChooser = () => (opened.length ? Promise.resolve(opened.shift()!) : new Promise<FileChooser>((resolve) => (waiting = resolve)));
  // a VIN of this run only, printed in the policy's code with the premium and the insurer
  const vin = `LSVAU2180N${String(Date.now()).slice(-7)}`;
  const photo = await QRCode.toBuffer(`policy=PDAA2026330100000456&vin=${vin}&fee=3560.00&insurer=${encodeURIComponent('中国人保')}`, { type: 'png', margin: 4, scale: 6 });

  await signInDemo(page, 'manager');
  await palette(page, '保险报价');
  await expect(page).toHaveURL(/\/coupon\/quotation\/list/);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('车架号')).toBeFocused();
  // the photo's button is just before: Shift+Tab, Enter opens the file chooser
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: '保单图片：选择图片' })).toBeFocused();
  const chooser = nextChooser();
  await page.keyboard.press('Enter');
  // the file's name says nothing: what fills the form comes from the picture
  await (await chooser).setFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: photo });
  await expect(page.locator('.toast-slot').getByText('已识别：车架号、保险公司、报价金额，请核对后保存')).toBeVisible();
  await expect(dialog.getByLabel('车架号')).toHaveValue(vin);
  await expect(dialog.getByLabel('报价金额')).toHaveValue(/^3560(\.00)?$/);
  await expect(dialog.getByRole('combobox', { name: '保险公司' })).toContainText('中国人保');
  await page.screenshot({ path: `${SHOTS}/coupons-quotation-read.png` });

  // the person checks and corrects (the premium), then saves with Ctrl+Enter
  await dialog.getByLabel('报价金额').fill('3580');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  const row = grid(page).getByRole('row').filter({ hasText: vin });
  await expect(row).toBeVisible();
  await expect(row).toContainText('3,580.00');
  await page.screenshot({ path: `${SHOTS}/coupons-quotation-saved.png` });
});
