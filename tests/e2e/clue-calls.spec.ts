/**
 * Calling a clue's customer from the desk: the salesman focuses an overdue clue and presses c; when
 * their seat is not signed in the sign-in offer comes first; the call bar shows while the call is
 * on (Esc leaves it alone), Shift+H hangs up, the follow-up offer opens the trace dialog; the call
 * is then in the clue detail's calls with its 录音文本. The demo account `sales1a` starts signed out,
 * so its journey always meets the sign-in offer (and hangs up by mouse); `sales` is left to the console
 * journey, which meets its forced password change. Screenshots go to
 * /tmp/shots-calls (or SHOTS_DIR).
 */
import { palette, signInDemo } from './demo-accounts';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-calls';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** The keys go to the screen again once no dialog is in the document (closing animations included). */
const noDialog = (page: Page) => expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);

/** Opens the desk's overdue tab through the palette; answers the focused clue's customer name. */
async function overdueClue(page: Page) {
  await palette(page, '线索跟进');
  const desk = page.locator('section.clue-desk');
  await expect(desk).toBeVisible();
  await palette(page, '线索跟进: 查看：超期线索');
  await expect(desk.getByRole('tab', { name: /超期线索/ })).toHaveAttribute('aria-selected', 'true');
  const focused = desk.locator('.rl-row[data-focused]');
  await expect(focused).toHaveAttribute('aria-rowindex', '2');
  const name = (await focused.locator('.clue-ellipsis').textContent())!.trim();
  expect(name.length).toBeGreaterThan(0);
  return { desk, name };
}

test('a salesman calls a clue by keyboard, hangs up, is offered the follow-up and reads the call', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page, 'sales0a');
  const { desk, name } = await overdueClue(page);
  await shot(page, '01-desk');

  // c calls the focused clue; a seat not signed in is offered to sign in first (Enter accepts)
  await page.keyboard.press('c');
  const bar = desk.getByRole('region', { name: '通话中' });
  const offer = page.getByRole('alertdialog', { name: '签入坐席' });
  await expect(bar.or(offer)).toBeVisible();
  if (await offer.isVisible()) {
    await expect(offer).toContainText(name);
    await shot(page, '02-sign-in-offer');
    await page.keyboard.press('Enter');
    await noDialog(page);
  }
  await expect(bar).toContainText(name);
  await expect(bar.getByRole('button', { name: /挂断/ })).toBeVisible();
  await shot(page, '03-call-bar');

  // Esc does not hang up; the running time goes on
  await page.keyboard.press('Escape');
  await expect(bar).toBeVisible();
  await expect(bar.getByLabel('通话时长')).toHaveText(/^0:(0[1-9]|[1-5]\d)$/);

  // Shift+H hangs up; the follow-up offer (Enter) opens the trace dialog on the clue
  await page.keyboard.press('Shift+H');
  await expect(bar).toHaveCount(0);
  const ended = page.getByRole('alertdialog', { name: '通话已结束' });
  await expect(ended).toContainText(name);
  await shot(page, '04-follow-up-offer');
  await page.keyboard.press('Enter');
  const trace = page.getByRole('dialog', { name: `写跟进：${name}` });
  await expect(trace).toBeVisible();
  await shot(page, '05-trace-dialog');
  await page.keyboard.press('Escape');
  await noDialog(page);

  // the clue detail (Enter on the focused row) lists the call, newest first; 录音文本 (by mouse) reads it
  await expect(desk.locator('.rl-row[data-focused] .clue-ellipsis')).toHaveText(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clue\/following\/detail\?ahClueTraceId=/);
  const detail = page.locator('section.clue-detail');
  const calls = detail.getByRole('list', { name: '通话记录' });
  const newest = calls.getByRole('listitem').first();
  await expect(newest).toHaveAttribute('data-call-state', '1');
  await expect(newest).toContainText('已接通');
  await shot(page, '06-detail-calls');
  await newest.getByRole('button', { name: '录音文本' }).click();
  const text = page.getByRole('dialog', { name: `录音文本：${name}` });
  await expect(text).toContainText(`与客户${name}通话`);
  await shot(page, '07-sound-text');
  await page.keyboard.press('Escape');
  await noDialog(page);

  // c on the detail calls again, Shift+H hangs up there too
  await page.keyboard.press('c');
  const detailBar = detail.getByRole('region', { name: '通话中' });
  await expect(detailBar).toContainText(name);
  await page.keyboard.press('Shift+H');
  await expect(detailBar).toHaveCount(0);
  await expect(page.getByRole('alertdialog', { name: '通话已结束' })).toBeVisible();
  await page.keyboard.press('Escape');
  await noDialog(page);
  await expect(calls.getByRole('listitem')).not.toHaveCount(1);

  // a call whose bar was lost (the page reloaded during it) keeps the seat busy: c offers to hang it up first
  await page.keyboard.press('c');
  await expect(detailBar).toBeVisible();
  await page.reload();
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(detailBar).toHaveCount(0);
  await page.keyboard.press('c');
  const lost = page.getByRole('alertdialog', { name: '挂断' });
  await expect(lost).toContainText('还有一通未挂断的通话');
  await shot(page, '08-lost-call-offer');
  await page.keyboard.press('Enter');
  await noDialog(page);
  await page.keyboard.press('c');
  await expect(detailBar).toContainText(name);
  await page.keyboard.press('Shift+H');
  await expect(page.getByRole('alertdialog', { name: '通话已结束' })).toBeVisible();
  await page.keyboard.press('Escape');
  await noDialog(page);
});

test('a salesman whose seat is signed out: 签入 on the own seat only, the sign-in offer, 挂断 from the seat list, 录音文本 in the call records', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page, 'sales1a');
  const me = (await page.getByRole('button', { name: '用户菜单' }).locator('.only-wide').textContent())!.trim();
  expect(me.length).toBeGreaterThan(0);

  // the seat list offers 签入 on the salesman's own seat alone, while it is signed out
  await palette(page, '坐席列表');
  const seats = page.locator('section[data-resource="ahSeats"]');
  const own = seats.locator('.rl-row', { hasText: me });
  await expect(own).toContainText('未签入');
  await expect(own.getByRole('button', { name: '签入', exact: true })).toBeVisible();
  await expect(seats.locator('.rl-row').filter({ hasNotText: me }).getByRole('button', { name: '签入', exact: true })).toHaveCount(0);
  await shot(page, '10-seats-signed-out');

  // the desk: c meets the sign-in offer, Enter signs in and calls
  const { desk, name } = await overdueClue(page);
  await page.keyboard.press('c');
  const offer = page.getByRole('alertdialog', { name: '签入坐席' });
  await expect(offer).toContainText(name);
  await expect(offer.getByRole('button', { name: '签入并拨打' })).toBeFocused();
  await shot(page, '11-sign-in-offer');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/已签入坐席/).first()).toBeVisible();
  await expect(desk.getByRole('region', { name: '通话中' })).toContainText(name);
  await noDialog(page);
  // the keyboard is back on the rows
  await expect(desk.getByRole('grid')).toBeFocused();

  // the seat list: the own seat is signed in and in a call; its 挂断 (by mouse) ends the call
  await palette(page, '坐席列表');
  await expect(own).toContainText('已签入');
  await expect(own.getByRole('button', { name: '签入', exact: true })).toHaveCount(0);
  await own.getByRole('button', { name: '挂断' }).click();
  await expect(own.getByRole('button', { name: '挂断' })).toHaveCount(0);
  await shot(page, '12-seats-hung-up');

  // the call record list: the newest call's 录音文本
  await palette(page, '通话记录');
  const records = page.locator('section[data-resource="ahClueCallRecord"]');
  const newest = records.locator('.rl-row').first();
  await expect(newest).toContainText(name);
  await newest.getByRole('button', { name: '录音文本' }).click();
  await expect(page.getByRole('dialog', { name: `录音文本：${name}` })).toContainText(`与客户${name}通话`);
  await shot(page, '13-call-record-sound-text');
  await page.keyboard.press('Escape');
  await noDialog(page);

  // the desk's call bar went with the call
  await palette(page, '线索跟进');
  await expect(desk).toBeVisible();
  await expect(desk.getByRole('region', { name: '通话中' })).toHaveCount(0);
});

test('on a phone-sized screen the overdue clues come as cards by date; 拨打 on a card calls, 挂断 ends it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInDemo(page, 'sales0a');
  await page.goto('/clue/following/index?isMustToVisit=3');
  const list = page.locator('.clue-mobile');
  await expect(list).toBeVisible();
  const groups = list.locator('section.clue-mobile-group');
  await expect(groups.first()).toBeVisible();
  // grouped by the date of the next follow-up, one heading a date, each date once
  const dates = await groups.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new Set(dates).size).toBe(dates.length);
  // every card of the overdue tab says so, and has its own 拨打
  const card = groups.first().locator('.clue-mobile-card').first();
  await expect(card).toContainText('超期');
  const name = (await card.locator('.clue-mobile-open .rt-Text').first().textContent())!.trim().split(' ')[0];
  await shot(page, '09-mobile-cards');

  await card.getByRole('button', { name: `拨打 ${name}` }).click();
  const bar = page.getByRole('region', { name: '通话中' });
  const offer = page.getByRole('alertdialog', { name: '签入坐席' });
  await expect(bar.or(offer)).toBeVisible();
  if (await offer.isVisible()) {
    await offer.getByRole('button', { name: /签入/ }).first().click();
    await noDialog(page);
  }
  await expect(bar).toContainText(name);
  await shot(page, '10-mobile-call-bar');
  await bar.getByRole('button', { name: /挂断/ }).click();
  await expect(bar).toHaveCount(0);
  const ended = page.getByRole('alertdialog', { name: '通话已结束' });
  await expect(ended).toContainText(name);
  await page.keyboard.press('Escape');
  await noDialog(page);

  // the card itself opens the clue's detail
  await card.locator('.clue-mobile-open').click();
  await expect(page).toHaveURL(/\/clue\/following\/detail\?ahClueTraceId=/);

  // nothing leaves the screen sideways; the top menus are in the drawer
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.locator('.narrow-menu-button').click();
  const tops = page.getByRole('group', { name: 'top menu' });
  await expect(tops.getByRole('button', { name: '销售线索' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, '11-mobile-drawer');
});
