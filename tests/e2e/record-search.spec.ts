/**
 * The palette finds records and speaks pinyin (issue 25 items 1 and 2, docs/console.md): by keyboard,
 * Ctrl+K, the last 4 digits of a clue's phone, Enter opens that clue; the last 6 of a stock car's VIN,
 * Enter opens the car; xsgj shows 线索跟进 first; kucun and Enter at once open 库存车辆. Screenshots: test-results/record-search-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, TENANT, demoToken, shellReady, signInDemo } from './demo-accounts';

const selected = (page: Page) => page.locator('.palette-item[data-selected="true"]');

async function openPalette(page: Page) {
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.palette-dialog input')).toBeFocused();
}

test('the palette finds a clue by its phone\'s last 4 digits and a stock car by its VIN\'s last 6, and matches pinyin', async ({ page, request }) => {
  test.setTimeout(120_000);
  // a clue and a stock car of the manager's store, read before the browser signs in (one session per account)
  const token = await demoToken(request, 'manager');
  const headers = { authorization: BASIC, 'tenant-id': TENANT, 'blade-auth': `bearer ${token}` };
  const clues = (await (await request.get('/api/crm-dcc/ahClueTrace/selectCluePage', { params: { current: 1, size: 1, isMustToVisit: 99 }, headers })).json()) as { data: { records: Array<{ customerPhone: string }> } };
  const cars = (await (await request.get('/api/crm-warehouse/ahWarehouseCar/getPage', { params: { current: 1, size: 1 }, headers })).json()) as { data: { records: Array<{ vin: string }> } };
  const phone = clues.data.records[0].customerPhone;
  const vin = cars.data.records[0].vin;

  await signInDemo(page, 'manager');

  // pinyin initials: xsgj is 线索跟进
  await openPalette(page);
  await page.keyboard.type('xsgj');
  await expect(selected(page).locator('.palette-title')).toHaveText('线索跟进');
  await page.screenshot({ path: 'test-results/record-search-pinyin.png' });
  await page.keyboard.press('Escape');
  await expect(page.locator('.palette-dialog')).toHaveCount(0);

  // the last 4 digits of a phone: the clues group, its first record selected; Enter opens it
  await openPalette(page);
  await page.keyboard.type(phone.slice(-4));
  await expect(page.locator('.palette-header', { hasText: /^线索$/ })).toBeVisible();
  await expect(selected(page)).toContainText(phone.slice(-4));
  await page.screenshot({ path: 'test-results/record-search-phone.png' });
  const name = (await selected(page).locator('.palette-title').innerText()).trim();
  const hint = (await selected(page).locator('.palette-group').first().innerText()).trim();
  const foundPhone = hint.split(' · ')[0];
  expect(foundPhone.endsWith(phone.slice(-4))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('.palette-dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/clue\/following\/detail\?ahClueTraceId=\d+/);
  await expect(page.getByText(foundPhone).first()).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/record-search-clue-opened.png' });

  // the last 6 of a VIN: the stock car; Enter opens its page
  await openPalette(page);
  await page.keyboard.type(vin.slice(-6));
  await expect(page.locator('.palette-header', { hasText: /^库存车辆$/ })).toBeVisible();
  const carRow = page.locator('.palette-item', { has: page.locator('.palette-title', { hasText: vin }) });
  await expect(carRow).toBeVisible();
  // walk down to it by keyboard (other records may end the same way)
  for (let i = 0; i < 20 && (await carRow.getAttribute('data-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
  await expect(carRow).toHaveAttribute('data-selected', 'true');
  await page.screenshot({ path: 'test-results/record-search-vin.png' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stock\/details\?id=\d+/);
  await expect(page.getByText(vin).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/record-search-car-opened.png' });

  // Enter pressed the moment the last letter is typed, with no wait for the list: it opens the best
  // match for what is typed (the list follows the input as a transition; Enter brings it up to date first)
  await openPalette(page);
  await page.keyboard.type('kucun');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/warehouse\/stock\/index\b/);
  await expect(page.locator('.palette-dialog')).toHaveCount(0);
});
