/**
 * Image fields as pictures, not URLs. No demo row has an image, so the admin uploads a brand logo
 * through the form first; then the brand list shows it as a 28 px thumbnail that really loaded
 * (naturalWidth > 0) without changing the row height, the view dialog shows a larger preview that
 * Enter opens in the preview overlay, and focus comes back to it. Several images in one field
 * (no form writes them, so the answers are rewritten on the way) show as several thumbnails, one of
 * them stored under another host name and one missing (a neutral placeholder). Screenshots go to
 * /tmp/shots-image-cells/.
 */
import { expect, test, type FileChooser, type Locator, type Page } from '@playwright/test';
import { palette, signIn } from './demo-accounts';

const SHOTS = '/tmp/shots-image-cells';

/** A 240x160 PNG drawn by the browser. */
async function logoPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 240;
    c.height = 160;
    const g = c.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 240, 160);
    grad.addColorStop(0, '#1f6feb');
    grad.addColorStop(1, '#f0b429');
    g.fillStyle = grad;
    g.fillRect(0, 0, 240, 160);
    g.fillStyle = '#fff';
    g.font = 'bold 64px sans-serif';
    g.fillText('AH', 64, 104);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

/** The thumbnail's box lies inside its row, which keeps the virtualiser's 40 px (and its 1 px border). */
async function fitsInRow(thumb: Locator, row: Locator) {
  const t = (await thumb.boundingBox())!;
  const r = (await row.boundingBox())!;
  expect(r.height).toBe(41);
  expect(t.y).toBeGreaterThanOrEqual(r.y);
  expect(t.y + t.height).toBeLessThanOrEqual(r.y + 40);
}

const naturalWidth = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).naturalWidth);

test('an image field shows loaded thumbnails in the list and a preview in the view dialog', async ({ page }) => {
  test.setTimeout(120_000);
  // a name of its own on every try: a retry meets the brand its first try saved
  const BRAND = `缩略图测试${Date.now().toString(36).slice(-5)}`;
  // listening from the start: turning file chooser interception on right before the key press races with it
  const choosers: FileChooser[] = [];
  page.on('filechooser', (c) => choosers.push(c));
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await palette(page, '品牌管理');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();

  // add a brand with an uploaded logo, by keyboard
  await page.keyboard.press('n');
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('品牌名称')).toBeFocused();
  await page.keyboard.type(BRAND);
  await page.keyboard.press('Tab');
  await page.keyboard.type('T');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: '品牌标志：选择图片' })).toBeFocused();
  const png = await logoPng(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0].setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  const uploaded = form.getByRole('button', { name: '预览品牌标志' });
  await expect(uploaded).toBeVisible({ timeout: 15_000 });
  const stored = (await uploaded.getAttribute('title'))!;
  expect(stored).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/anhua-oss\/commonFile\/000001\/[0-9a-f-]{36}\.png$/);
  await form.getByLabel('首字母').focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();

  // find it: the list cell holds a thumbnail, not the URL
  await page.keyboard.press('/');
  await page.keyboard.type(BRAND);
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条')).toBeVisible();
  const grid = page.getByRole('grid');
  const row = grid.getByRole('row').filter({ hasText: BRAND });
  const thumb = row.getByRole('img', { name: '品牌标志', exact: true });
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  await expect(thumb).toHaveAttribute('src', new URL(stored).pathname);
  await expect.poll(() => naturalWidth(thumb)).toBe(240);
  await expect(row).not.toContainText('anhua-oss');
  await expect(thumb).toHaveCSS('opacity', '1');
  await fitsInRow(thumb, row);
  await page.screenshot({ path: `${SHOTS}/1-list.png` });

  // Enter views the row: a larger preview, reachable by keyboard, opening the overlay
  await page.keyboard.press('Escape');
  await grid.focus();
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog');
  await expect(view.getByRole('heading')).toContainText('查看');
  const preview = view.getByRole('button', { name: '预览品牌标志' });
  const big = preview.getByRole('img', { name: '品牌标志' });
  await expect.poll(() => naturalWidth(big)).toBe(240);
  expect(await preview.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(128);
  await expect(view).not.toContainText('anhua-oss');
  // the view opens on Edit; the preview is one Shift+Tab before it
  await expect(view.getByRole('button', { name: '编辑' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(preview).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/2-view.png` });
  await page.keyboard.press('Enter');
  const overlay = page.locator('.preview-dialog');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText('品牌标志.png')).toBeVisible();
  await expect.poll(() => naturalWidth(overlay.locator('img'))).toBe(240);
  await page.screenshot({ path: `${SHOTS}/3-overlay.png` });
  // the overlay takes the focus after its Escape handler is in place (Radix: layer before focus scope);
  // an Escape before that would close the view dialog beneath it
  await expect(overlay.locator('.preview-stage')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(preview).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  // several images in the field: the stored one under a host this browser cannot reach, the stored one, a missing one
  const foreign = stored.replace(/^http:\/\/[^/]+/, 'http://192.0.2.10:8080');
  const missing = '/anhua-oss/commonFile/000001/00000000-0000-4000-8000-000000000000.png';
  const many = `${foreign}, ${stored},${missing}`;
  await page.route(/\/api\/crm-anhua\/car_brand\/(list|detail)/, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { brandName?: string; logo?: string; records?: Array<{ brandName: string; logo?: string }> } };
    for (const r of body.data.records ?? [body.data]) if (r.brandName === BRAND) r.logo = many;
    await route.fulfill({ response: res, json: body });
  });
  // searching again reloads the list
  await page.keyboard.press('/');
  await page.keyboard.press('Enter');
  // an 80 px column has room for two boxes: one thumbnail and +2
  const first = row.getByRole('img', { name: '品牌标志 1' });
  await expect(first).toHaveAttribute('src', new URL(stored).pathname);
  await expect.poll(() => naturalWidth(first)).toBe(240);
  const more = row.getByRole('button', { name: '另有 2 张图片' });
  await expect(more).toHaveText('+2');
  await fitsInRow(first, row);
  await page.screenshot({ path: `${SHOTS}/4-list-several.png` });

  await grid.focus();
  await page.keyboard.press('Enter');
  await expect(view.getByRole('heading')).toContainText('查看');
  for (const n of [1, 2]) await expect.poll(() => naturalWidth(view.getByRole('img', { name: `品牌标志 ${n}`, exact: true }))).toBe(240);
  const placeholder = view.getByRole('button', { name: '品牌标志 3（图片无法显示）' });
  await expect(placeholder).toBeVisible();
  await expect(placeholder.locator('img')).toHaveCount(0);
  await expect(placeholder.locator('svg')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/5-view-several.png` });
  // the second image opens the overlay at 2 / 3
  await view.getByRole('button', { name: '预览品牌标志 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(overlay.getByText('2 / 3')).toBeVisible();
  await expect(overlay.getByText('品牌标志 2.png')).toBeVisible();
  await expect(overlay.locator('.preview-stage')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(view).toBeVisible();
  await expect(view.getByRole('button', { name: '预览品牌标志 2' })).toBeFocused();
});
