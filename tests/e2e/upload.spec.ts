/**
 * Issue 5's upload journey against the real server and its embedded object store: the admin adds
 * a brand and uploads its logo through the file chooser (keyboard), sees 附件上传中，请稍等 and the
 * percentage while the upload runs (uploads are slowed down here so the state can be seen), cannot
 * save meanwhile, saves, reopens the brand and opens the logo in the preview overlay. Then a 2.5 MiB
 * image goes up in 1 MiB parts (multipart from the browser) and comes back byte for byte, and an
 * over-size file is refused in words. Screenshots go to /tmp/shots-uploads/.
 */
import zlib from 'node:zlib';
import { palette, discardForm } from './demo-accounts';
import { expect, test, type FileChooser, type Page } from '@playwright/test';

const SHOTS = '/tmp/shots-uploads';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('租户编号').fill('000001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/anhua\/index/);
}


const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real RGB PNG; `noise` rows make it incompressible (so its size is about width*height*3). */
function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Holds every write to the store for `ms` (part n of a multipart upload for n times `ms`, so the parts
 * finish one by one), so each uploading state stays on screen long enough to see.
 */
async function slowUploads(page: Page, ms: number) {
  await page.route('**/anhua-oss/**', async (route) => {
    const part = Number(new URL(route.request().url()).searchParams.get('partNumber') ?? 1);
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, ms * part));
    await route.continue();
  });
}

test('upload a brand logo, see the progress, save, and open it in the preview overlay; a multipart image; the size limit', async ({ page }) => {
  test.setTimeout(180_000);
  // one listener from the start: file chooser interception is on long before the first chooser opens
  // (waitForEvent right before the key press races with turning it on)
  const opened: FileChooser[] = [];
  let waiting: ((c: FileChooser) => void) | null = null;
  page.on('filechooser', (c) => (waiting ? (waiting(c), (waiting = null)) : opened.push(c)));
  const nextChooser = () => (opened.length ? Promise.resolve(opened.shift()!) : new Promise<FileChooser>((resolve) => (waiting = resolve)));
  await signIn(page);
  await palette(page, '品牌管理');
  await expect(page).toHaveURL(/\/carLibrary\/brand/);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();

  // n adds: name, initial, then the logo's choose button
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('品牌名称')).toBeFocused();
  await page.keyboard.type('上传测试');
  await page.keyboard.press('Tab');
  await page.keyboard.type('S');
  await page.keyboard.press('Tab');
  const choose = dialog.getByRole('button', { name: '品牌标志：选择图片' });
  await expect(choose).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/1-form-empty.png` });

  // Enter opens the file chooser; a 240x160 logo goes up (one put: under 100 KiB)
  const logo = png(240, 160, (x, y) => [(x * 255) / 240, (y * 255) / 160, 180]);
  await slowUploads(page, 2500);
  const chooser = nextChooser();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'Logo 蓝色.PNG', mimeType: 'image/png', buffer: logo });
  await expect(dialog.getByText('附件上传中，请稍等').first()).toBeVisible();
  await expect(dialog.locator('.upload-percent')).toHaveText('0.0%');
  // saving now is held: the form stays, the message says why
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.toast-slot').getByText('附件上传中，请稍等')).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/2-uploading.png` });

  const thumb = dialog.getByRole('button', { name: '预览品牌标志' });
  await expect(thumb).toBeVisible({ timeout: 15_000 });
  const url = await thumb.getAttribute('title');
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/anhua-oss\/commonFile\/000001\/[0-9a-f-]{36}\.png$/);
  await expect(thumb.locator('img')).toHaveJSProperty('naturalWidth', 240);
  await expect(dialog.getByRole('button', { name: '品牌标志：重新上传' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/3-uploaded.png` });

  // save (Enter in a text field), then the row carries the URL
  await dialog.getByLabel('首字母').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid').getByText('上传测试')).toBeVisible();

  // reopen it: the thumbnail opens the preview overlay (Enter), Esc closes it and focus comes back
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: '品牌名称' }).first()).toBeFocused();
  await page.keyboard.type('上传测试');
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('e');
  const edit = page.getByRole('dialog');
  const saved = edit.getByRole('button', { name: '预览品牌标志' });
  await expect(saved).toHaveAttribute('title', url!);
  await saved.focus();
  await page.keyboard.press('Enter');
  const overlay = page.locator('.preview-dialog');
  await expect(overlay).toBeVisible();
  await expect(overlay.locator('img')).toHaveJSProperty('naturalWidth', 240);
  await expect(overlay.getByText('1 / 1')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/4-preview.png` });
  // one Esc closes it (the file, not a tool, has the focus on opening)
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(edit).toBeVisible();
  await expect(saved).toBeFocused();

  // a 2.5 MiB image: three 1 MiB parts; the browser build of ali-oss counts the completion as a fourth step
  const big = png(1024, 853, () => [Math.random() * 256, Math.random() * 256, Math.random() * 256]);
  expect(big.length).toBeGreaterThan(2.5 * 1024 * 1024);
  await page.unroute('**/anhua-oss/**');
  await slowUploads(page, 1200);
  const parts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/anhua-oss/') && r.method() === 'PUT') parts.push(new URL(r.url()).searchParams.get('partNumber') ?? 'put');
  });
  const chooser2 = nextChooser();
  await edit.getByRole('button', { name: '品牌标志：重新上传' }).click();
  await (await chooser2).setFiles({ name: 'showroom.png', mimeType: 'image/png', buffer: big });
  await expect(edit.locator('.upload-percent')).toHaveText(/^(25|50|75)\.0%$/, { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/5-multipart-progress.png` });
  const bigThumb = edit.getByRole('button', { name: '预览品牌标志' });
  await expect(bigThumb.locator('img')).toHaveJSProperty('naturalWidth', 1024, { timeout: 20_000 });
  expect(parts.sort()).toEqual(['1', '2', '3']);
  const bigUrl = (await bigThumb.getAttribute('title'))!;
  expect(bigUrl).not.toBe(url);
  const back = await page.evaluate(async (u) => {
    const res = await fetch(u);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { type: res.headers.get('content-type'), objectType: res.headers.get('x-oss-object-type'), length: bytes.length, head: Array.from(bytes.slice(0, 8)) };
  }, bigUrl);
  expect(back).toEqual({ type: 'image/png', objectType: 'Multipart', length: big.length, head: [...big.subarray(0, 8)] });
  const same = await page.evaluate(async ([u, size]) => {
    const bytes = new Uint8Array(await (await fetch(u)).arrayBuffer());
    // compare a few slices across the part boundaries
    return [1024 * 1024 - 2, 1024 * 1024 + 5, 2 * 1024 * 1024 + 7, size - 1].map((i) => bytes[i]);
  }, [bigUrl, big.length] as const);
  expect(same).toEqual([big[1024 * 1024 - 2], big[1024 * 1024 + 5], big[2 * 1024 * 1024 + 7], big[big.length - 1]]);
  await page.screenshot({ path: `${SHOTS}/6-multipart-done.png` });

  // over 10 MB: refused in words, nothing sent, the saved logo stays
  parts.length = 0;
  const chooser3 = nextChooser();
  await edit.getByRole('button', { name: '品牌标志：重新上传' }).click();
  await (await chooser3).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(edit.getByRole('alert').filter({ hasText: '文件大小不能超过 10 MB' })).toBeVisible();
  expect(parts).toEqual([]);
  await expect(bigThumb).toHaveAttribute('title', bigUrl);
  await page.screenshot({ path: `${SHOTS}/7-too-large.png` });

  // remove clears the value and focus goes to the choose button
  await edit.getByRole('button', { name: '删除' }).click();
  await expect(edit.getByRole('button', { name: '品牌标志：选择图片' })).toBeFocused();
  await expect(edit.getByRole('button', { name: '预览品牌标志' })).toHaveCount(0);

  // in English on request (the removed logo is a change: Esc asks first)
  await discardForm(page);
  await expect(edit).toHaveCount(0);
  await page.getByRole('button').filter({ hasText: 'English' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const en = page.getByRole('dialog');
  const chooseEn = en.getByRole('button', { name: 'Logo: Choose image' });
  await expect(chooseEn).toBeVisible();
  await expect(en.getByText('jpg, jpeg, png or gif; drop it here; at most 10 MB')).toBeVisible();
  const chooser4 = nextChooser();
  await chooseEn.click();
  await (await chooser4).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(en.getByText('Uploading the attachment, please wait').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/8-english-uploading.png` });
  await expect(en.getByRole('button', { name: 'Preview Logo' })).toBeVisible({ timeout: 15_000 });
  await expect(en.getByRole('button', { name: 'Logo: Replace' })).toBeFocused();
});
