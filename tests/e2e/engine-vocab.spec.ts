/**
 * The engine's vocabulary by keyboard: a declared look-up-then-act (the sub-card's 核销, on its row's
 * key h): an unknown code is refused under the box, the member's code typed in lower case is found, too
 * many uses are refused under the count with nothing spent, then two uses are verified.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, chooseOption, demoToken, palette, searchOne, signInDemo, TENANT, discardForm, whenListLeaves } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-i13v';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a sub-card verified by its code through the declared look-up, by keyboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  // its own card, on shelf and sent to a member (read and written before the browser signs in: one session per account)
  const token = await demoToken(request, 'manager');
  const headers = { 'Blade-Auth': `bearer ${token}`, Authorization: BASIC, 'Tenant-Id': TENANT };
  const api = async <T>(method: 'get' | 'post', path: string, data: Record<string, unknown>) => {
    const res = method === 'get' ? await request.get(`/api/crm-member/${path}`, { params: data as Record<string, string>, headers }) : await request.post(`/api/crm-member/${path}`, { data, headers });
    const env = (await res.json()) as { code: number; msg: string; data: T };
    expect(env.code, env.msg).toBe(200);
    return env.data;
  };
  const member = (await api<{ records: Array<{ phone: string; memberName: string }> }>('get', 'ahMember/list', { current: '1', size: '1' })).records[0];
  const name = `打蜡${String(Date.now()).slice(-5)}次卡`;
  const card = await api<{ id: string }>('post', 'ahSubCard/save', { cardName: name, project: '打蜡', totalCount: 6, price: 29_900, effectNum: 12, effectUnit: 1, takeEffect: 0 });
  await api('post', 'ahSubCard/up', { id: card.id });
  const { subCardCode } = await api<{ subCardCode: string }>('post', 'ahSubCard/sendCard', { ahSubCardId: card.id, phone: member.phone });

  await signInDemo(page, 'manager');
  await palette(page, '次卡列表');
  await expect(page).toHaveURL(/\/subcard\/list/);
  // the list has loaded (and bound its keys) before / searches
  await expect(grid(page).getByText(name)).toBeVisible();
  await searchOne(page, name);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await expect(grid(page).getByRole('row').filter({ hasText: name })).toBeVisible();

  // h: the row's look-up; the code box has focus
  await page.keyboard.press('h');
  const dialog = page.getByRole('dialog', { name: '核销次卡' });
  await expect(dialog.getByText(name)).toBeVisible();
  const codeBox = dialog.getByLabel('次卡卡号');
  await expect(codeBox).toBeFocused();

  // an unknown code: the server's words under the box, focus stays there
  await page.keyboard.type('SC000000000000');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('次卡卡号不存在');
  await expect(codeBox).toBeFocused();

  // the member's code in lower case is the same card: Enter shows it and moves to the count, selected
  await page.keyboard.press('Control+A');
  await page.keyboard.type(subCardCode.toLowerCase());
  await page.keyboard.press('Enter');
  const found = dialog.getByLabel('次卡信息');
  await expect(found.getByText('6 / 6')).toBeVisible();
  await expect(found.getByText(member.phone, { exact: false })).toBeVisible();
  const count = dialog.getByLabel('核销次数');
  await expect(count).toBeFocused();
  await expect(count).toHaveValue('1');
  await expect(dialog.getByRole('button', { name: '核销', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lookup-found.png` });

  // the declared rule first (the client checks the schema the route takes), then the machine's refusal
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('核销次数须为正整数');
  await expect(count).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('剩余次数不足，当前剩余6次');
  await expect(count).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/lookup-refused.png` });

  // two uses: Enter verifies, the dialog closes and focus returns to the list
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByText('核销成功，剩余4次')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/lookup-done.png` });

  // looked up again: two uses were spent, not seven
  await page.keyboard.press('h');
  await expect(codeBox).toBeFocused();
  await page.keyboard.type(subCardCode);
  await page.keyboard.press('Enter');
  await expect(found.getByText('4 / 6')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a car model’s series is picked under its brand, and a new brand clears it (a dependent reference)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await demoToken(request, 'manager');
  const headers = { 'Blade-Auth': `bearer ${token}`, Authorization: BASIC, 'Tenant-Id': TENANT };
  const rows = async <T>(path: string, params: Record<string, string>) => ((await (await request.get(`/api/crm-anhua/${path}`, { params: { current: '1', size: '100', ...params }, headers })).json()) as { data: { records: T[] } }).data.records;
  const brands = await rows<{ id: string; brandName: string }>('car_brand/list', {});
  const withSeries: Array<{ brand: string; series: string[] }> = [];
  for (const b of brands) {
    const series = (await rows<{ seriesName: string }>('car_series/list', { brandId: b.id })).map((x) => x.seriesName);
    if (series.length) withSeries.push({ brand: b.brandName, series });
    if (withSeries.length === 2) break;
  }
  expect(withSeries).toHaveLength(2);
  const [a, b] = withSeries;
  const onlyB = b.series.find((x) => !a.series.includes(x))!;
  expect(onlyB).toBeTruthy();

  await signInDemo(page, 'manager');
  await palette(page, '车型管理');
  await expect(page).toHaveURL(/\/carLibrary\/model/);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  const series = dialog.getByLabel('车系');
  // nothing to pick before the brand
  await expect(series).toBeDisabled();
  await expect(series).toContainText('请先选择品牌');
  await expect(dialog.getByLabel('品牌')).toBeFocused();
  await chooseOption(page, a.brand);

  // the series of that brand only
  await page.keyboard.press('Tab');
  await expect(series).toBeFocused();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: a.series[0], exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: onlyB, exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/dependent-series.png` });
  // An Enter pressed after the list has gone but before Radix gives the focus back to the select (one
  // task later) opens it again. On a busy machine the browser serves the key before that task; here the Enter is
  // sent at the very moment the list leaves the page, so the window is always hit.
  // the dialog's focus trap holds the focus meanwhile (on the dialog itself), not the select
  expect((await whenListLeaves(page, 'Escape', { press: 'Enter' })).onLeaving).toBe('dialog');
  await expect(listbox.getByRole('option', { name: a.series[0], exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
  await chooseOption(page, a.series[0]);
  await expect(series).toContainText(a.series[0]);

  // another brand: the series chosen under the first is cleared
  await page.keyboard.press('Shift+Tab');
  await chooseOption(page, b.brand);
  await expect(series).not.toContainText(a.series[0]);
  await expect(series).toContainText('请选择');
  await page.screenshot({ path: `${SHOTS}/dependent-cleared.png` });
  await discardForm(page);
  await expect(dialog).toHaveCount(0);
});
