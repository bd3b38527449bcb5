/**
 * Activity QR codes by keyboard: the manager opens 活动二维码 from the palette, goes to the channels
 * (Shift+C) and adds one, comes back, adds a code for the demo's paid activity on that channel (the
 * same pair again is refused under the field), opens the code (q), reads it as a real QR picture that
 * encodes the scan link, downloads its PNG; a phone's scan of that link is counted in the list.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, fillInTurn, palette, searchOne, signInDemo, discardForm } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/marketing-qrcode';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a channel and a QR code added by keyboard, shown, downloaded and its scan counted', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = String(Date.now() % 100000);
  const channel = `地推${tag}`;
  const qrName = `地推码${tag}`;
  await signInDemo(page, 'manager');
  await palette(page, '活动二维码');
  await expect(page).toHaveURL(/\/marketing\/activityQrcode/);
  await expect(grid(page).getByText('试驾日展厅海报')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/01-list.png` });

  // the channels: Shift+C, n, the name, Enter
  await page.keyboard.press('Shift+C');
  await expect(page).toHaveURL(/\/marketing\/activityQrcode\/channel/);
  await expect(grid(page).getByText('车展现场')).toBeVisible();
  await page.keyboard.press('n');
  const channelForm = page.getByRole('dialog');
  await expect(channelForm.getByLabel('渠道名称')).toBeFocused();
  await page.keyboard.type(channel);
  await page.keyboard.press('Enter');
  await expect(channelForm).toBeHidden();
  await expect(grid(page).getByText(channel)).toBeVisible();

  // back to the codes: n, the name, the activity and the channel picked by arrows
  await palette(page, '活动二维码');
  await page.keyboard.press('n');
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('二维码名称')).toBeFocused();
  await fillInTurn(page, [qrName, (p) => chooseOption(p, '新车试驾品鉴日'), (p) => chooseOption(p, channel)]);
  // Enter on a select opens it: Ctrl+Enter saves from anywhere in the form
  await page.keyboard.press('Control+Enter');
  await expect(form).toBeHidden();
  const row = grid(page).getByRole('row').filter({ hasText: qrName });
  await expect(row).toContainText(channel);
  await expect(row).toContainText('新车试驾品鉴日');

  // the same activity and channel again: refused under the channel, nothing added
  await page.keyboard.press('n');
  await fillInTurn(page, ['重复的码', (p) => chooseOption(p, '新车试驾品鉴日'), (p) => chooseOption(p, channel)]);
  await page.keyboard.press('Control+Enter');
  await expect(form.getByText('该活动在此渠道已有二维码')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/02-duplicate-refused.png` });
  await discardForm(page);
  await expect(form).toHaveCount(0);

  // q on the row: the picture encodes the scan link; the PNG downloads
  await searchOne(page, qrName);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('q');
  const dialog = page.getByTestId('qr-dialog');
  const picture = dialog.getByRole('img', { name: `${qrName}二维码` });
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const link = (await picture.getAttribute('data-qr-text'))!;
  expect(link).toMatch(/\/api\/crm-anhua\/ahMarketingQrcode\/scan\?tenantId=000001&scene=[A-Z2-9]{12}$/);
  await expect(dialog).toContainText('扫码次数 0');
  await page.screenshot({ path: `${SHOTS}/03-qr.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`${qrName}.png`);
  const png = fs.readFileSync((await download.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // the dialog gone with its focus guards: focus is back on the list, which takes the next keys
  await expect(page.locator('[data-radix-focus-guard]')).toHaveCount(0);

  // a phone scans it (no session): counted, and the list shows it after a reload (r)
  const scanned = await (await request.get(link)).json();
  expect(scanned.code).toBe(200);
  expect(scanned.data.channelName).toBe(channel);
  await page.keyboard.press('r');
  await expect(row.locator('[data-col="scanCount"]')).toHaveText('1');
  await page.keyboard.press('j');
  await page.keyboard.press('q');
  await expect(dialog).toContainText('扫码次数 1');
  await page.screenshot({ path: `${SHOTS}/04-scanned.png` });
});
