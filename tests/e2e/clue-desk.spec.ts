/**
 * The clue desk by keyboard only (issue 6, item 9): the salesman signs in (forced password change
 * first), opens the overdue tab through the palette, walks the rows with j/k, logs a follow-up
 * with the next follow-up time, and transfers a clue to a colleague. Screenshots of every step go
 * to /tmp/shots-clues (or SHOTS_DIR).
 */
import { palette, signInDemo } from './demo-accounts';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-clues';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

test('a salesman works the overdue clues by keyboard: walk, follow up, transfer', async ({ page }) => {
  test.setTimeout(120_000);

  await signInDemo(page, 'sales0a');

  // the desk through the palette, then its overdue tab through the palette
  await palette(page, '线索跟进');
  const desk = page.locator('section.clue-desk');
  await expect(desk).toBeVisible();
  await palette(page, '线索跟进: 查看：超期线索');
  const overdueTab = desk.getByRole('tab', { name: /超期线索/ });
  await expect(overdueTab).toHaveAttribute('aria-selected', 'true');
  const rows = desk.locator('.rl-row');
  await expect(rows.first()).toBeVisible();
  const overdueCount = async () => Number((await overdueTab.getAttribute('data-count')) ?? 'NaN');
  await expect.poll(overdueCount).toBeGreaterThan(2);
  const before = await overdueCount();
  // every row of the tab is overdue: its next follow-up time is marked so
  await expect(rows.first().locator('.clue-due[data-due="overdue"]')).toBeVisible();
  await shot(page, '01-overdue-tab');

  // walk the rows: j j k leaves the second row focused
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  const focused = desk.locator('.rl-row[data-focused]');
  await expect(focused).toHaveAttribute('aria-rowindex', '3');
  const name = (await focused.locator('.clue-ellipsis').textContent())!.trim();
  expect(name.length).toBeGreaterThan(0);
  await shot(page, '02-walked');

  // log a follow-up: f opens the dialog on the focused clue; +3 days; the plan; Enter saves
  await page.keyboard.press('f');
  const trace = page.getByRole('dialog', { name: `写跟进：${name}` });
  await expect(trace).toBeVisible();
  await expect(trace.getByRole('textbox', { name: '跟进内容', exact: true })).toBeFocused();
  await page.keyboard.type('电话沟通，客户周末来店看车');
  await page.keyboard.press('Tab'); // the next plan
  await expect(trace.getByLabel('下次跟进内容')).toBeFocused();
  await page.keyboard.type('带上试驾协议');
  await page.keyboard.press('Tab'); // +1天
  await page.keyboard.press('Tab'); // +3天
  await expect(trace.getByRole('button', { name: '+3天' })).toBeFocused();
  await page.keyboard.press('Enter');
  const chosen = await trace.getByLabel('下次跟进时间').inputValue();
  expect(chosen).toMatch(/T10:00$/);
  await shot(page, '03-trace-dialog');
  // Ctrl+Enter saves from anywhere in the form
  await page.keyboard.press('Control+Enter');
  await expect(trace).toHaveCount(0);
  await expect(page.getByText('操作成功').first()).toBeVisible();
  // the clue is no longer overdue: it left the tab and the count went down by one
  await expect.poll(overdueCount).toBe(before - 1);
  await expect(desk.locator('.rl-row .clue-ellipsis', { hasText: new RegExp(`^${name}$`) })).toHaveCount(0);
  await shot(page, '04-after-trace');

  // the follow-up is in the clue's records, with its next time: open the detail from All by Enter
  await palette(page, '线索跟进: 查看：全部线索');
  await page.keyboard.press('/');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(desk.locator('.rl-row').first().locator('.clue-ellipsis')).toHaveText(name);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clue\/following\/detail\?ahClueTraceId=/);
  const detail = page.locator('section.clue-detail');
  await expect(detail.getByRole('listitem').filter({ hasText: '电话沟通，客户周末来店看车' })).toContainText('带上试驾协议');
  await shot(page, '05-detail');

  // back to the desk (b), overdue tab by its key (1), transfer the focused clue with t
  await page.keyboard.press('b');
  await expect(desk).toBeVisible();
  // the search is kept: clear the name and search again, then back to the rows
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('1');
  await expect(overdueTab).toHaveAttribute('aria-selected', 'true');
  // a chosen tab puts the focus on its first row
  await expect(desk.locator('.rl-row[data-focused]')).toHaveAttribute('aria-rowindex', '2');
  const moving = (await desk.locator('.rl-row[data-focused] .clue-ellipsis').textContent())!.trim();
  const beforeTransfer = await overdueCount();
  await page.keyboard.press('t');
  const picker = page.getByRole('dialog', { name: '转移线索' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const colleague = (await picker.locator('[role="option"][aria-selected="true"]').textContent())!.trim();
  expect(colleague.length).toBeGreaterThan(0);
  await shot(page, '06-transfer-picker');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  // the salesman sees only their own clues: the transferred one leaves the list
  await expect.poll(overdueCount).toBe(beforeTransfer - 1);
  await expect(desk.locator('.rl-row .clue-ellipsis', { hasText: new RegExp(`^${moving}$`) })).toHaveCount(0);
  await shot(page, '07-after-transfer');
});

test('the home page lists the clues to follow up, and each count opens its desk tab', async ({ page }) => {
  await signInDemo(page, 'sales0a');
  const day = page.getByRole('region', { name: '线索待办' });
  const overdueCard = day.locator('[data-day-tab="3"]');
  await expect(overdueCard).toContainText('超期线索');
  const shown = Number((await overdueCard.locator('.rt-Text').nth(1).textContent())!.replace(/,/g, ''));
  expect(shown).toBeGreaterThan(0);
  await shot(page, '08-home-clues');

  // by keyboard: the overdue count is a link; Enter opens the desk on that tab with the same count
  await overdueCard.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clue\/following\/index\?isMustToVisit=3/);
  const desk = page.locator('section.clue-desk');
  const overdueTab = desk.getByRole('tab', { name: /超期线索/ });
  await expect(overdueTab).toHaveAttribute('aria-selected', 'true');
  await expect(overdueTab).toHaveAttribute('data-count', String(shown));

  // by mouse: due today
  await page.goto('/anhua/index');
  await day.locator('[data-day-tab="5"]').click();
  await expect(desk.getByRole('tab', { name: /即将到期/ })).toHaveAttribute('aria-selected', 'true');
});

test('on a phone the declared tabs stay above the cards, and a tab narrows them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInDemo(page, 'sales0a');
  await page.goto('/clue/following/index?isMustToVisit=99');
  const desk = page.locator('section.clue-desk');
  const cards = desk.locator('.clue-mobile-card');
  await expect(cards.first()).toBeVisible();
  const overdueTab = desk.getByRole('tab', { name: /超期线索/ });
  await expect(desk.getByRole('tab', { name: /全部线索/ })).toHaveAttribute('aria-selected', 'true');
  await expect(overdueTab).toHaveAttribute('data-count', /^\d+$/);
  await shot(page, '09-phone-all');
  // the tab's key answers on the phone layout too; every card of the overdue tab is marked overdue
  await page.keyboard.press('1');
  await expect(overdueTab).toHaveAttribute('aria-selected', 'true');
  await expect(cards.first().getByText('超期', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasNot: page.getByText('超期', { exact: true }) })).toHaveCount(0);
  await shot(page, '10-phone-overdue');
});
