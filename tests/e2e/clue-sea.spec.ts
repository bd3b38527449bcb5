/**
 * The public sea on the one list engine, by keyboard: the manager puts two clues of the desk into
 * the sea (s, confirmed), finds each in the sea by its phone, allocates the first to a colleague
 * (Enter opens the picker; the clue leaves the sea) and deletes the second (Delete, confirmed).
 * Screenshots go to /tmp/shots-clue-sea (or SHOTS_DIR).
 */
import { palette, signInDemo } from './demo-accounts';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-clue-sea';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** The desk's focused clue goes into the sea; answers its phone. */
async function focusedToSea(page: Page): Promise<string> {
  const desk = page.locator('section.clue-desk');
  const focused = desk.locator('.rl-row[data-focused]');
  await expect(focused).toBeVisible();
  const phone = (await focused.locator('[data-col="customerPhone"]').textContent())!.trim();
  expect(phone).toMatch(/^1\d{10}$/);
  await page.keyboard.press('s');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('放入公海');
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(desk.locator('.rl-row [data-col="customerPhone"]', { hasText: phone })).toHaveCount(0);
  return phone;
}

/** In the sea: the phone typed into its search box, Enter, then back to the rows with Escape. */
async function findInSea(page: Page, phone: string, count: number) {
  const sea = page.locator('section.clue-sea');
  const box = sea.getByLabel('手机号');
  await box.fill(phone);
  await box.press('Enter');
  await expect(sea.getByText(`共 ${count} 条`)).toBeVisible();
  await box.press('Escape');
}

test('the sea: clues put there from the desk are found by phone, one allocated by Enter, one deleted by the Delete key', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page, 'manager');

  await palette(page, '线索跟进');
  // overdue clues are followed by someone: the machine lets them go to the sea
  await palette(page, '线索跟进: 查看：超期线索');
  const first = await focusedToSea(page);
  const second = await focusedToSea(page);

  await palette(page, '公海线索');
  const sea = page.locator('section.clue-sea');
  await expect(sea).toBeVisible();
  // the sea lists the desk's declaration without its visit tabs
  await expect(sea.locator('.rl-row').first()).toBeVisible();
  await expect(sea.getByRole('tab')).toHaveCount(0);

  // allocate: Enter on the found row opens the picker, a colleague is chosen by arrows and Enter
  await findInSea(page, first, 1);
  await expect(sea.locator('.rl-row[data-focused] [data-col="customerPhone"]')).toHaveText(first);
  await shot(page, '01-found-in-sea');
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: '分配公海线索' });
  await expect(picker.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(picker.locator('[role="option"][aria-selected="true"]')).not.toBeEmpty();
  await shot(page, '02-allocate-picker');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(sea.getByText('共 0 条')).toBeVisible();
  await shot(page, '03-allocated');

  // delete: the Delete key on the focused row, confirmed
  await findInSea(page, second, 1);
  await expect(sea.locator('.rl-row[data-focused] [data-col="customerPhone"]')).toHaveText(second);
  await page.keyboard.press('Delete');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('确认将该数据删除？');
  await page.keyboard.press('Enter');
  await expect(sea.getByText('共 0 条')).toBeVisible();
  await shot(page, '04-deleted');
});
