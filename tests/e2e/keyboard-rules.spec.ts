/**
 * The keyboard's rules across pages (issue 25 item 4): Esc on a changed form asks before the
 * changes go (Esc again keeps editing, Enter discards), an unchanged form just closes; a page
 * kept in a hidden tab neither runs nor lists its keys (售后数据导入's t, download template, does
 * not take 汽车商品's t, its tags); the help sheet lists the shown page's keys, j/k and Ctrl+Enter.
 * Screenshots go to /tmp/shots-keys-rules (or SHOTS_DIR).
 */
import { expect, test, type Page } from '@playwright/test';
import { palette, searchOne, signIn } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-keys-rules';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const total = (page: Page) => page.getByText(/^共 \d+ 条$/).filter({ visible: true });

test('Esc on a changed form asks first; an unchanged form just closes', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await palette(page, '品牌管理');
  await expect(total(page)).toBeVisible();
  const before = await total(page).innerText();

  // unchanged: Esc closes at once
  await page.keyboard.press('n');
  const form = page.getByRole('dialog', { name: /品牌管理/ });
  await expect(form.getByLabel('品牌名称')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  // changed: Esc asks; Esc again goes back to the form with what was typed
  await page.keyboard.press('n');
  await expect(form.getByLabel('品牌名称')).toBeFocused();
  await page.keyboard.type('放弃的品牌');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('表单内容已修改，确定放弃修改吗？');
  await expect(ask.getByRole('button', { name: '放弃修改' })).toBeFocused();
  await shot(page, '01-discard-question');
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(form.getByLabel('品牌名称')).toHaveValue('放弃的品牌');

  // Esc, Enter: the changes go, nothing is saved
  await page.keyboard.press('Escape');
  await expect(ask.getByRole('button', { name: '放弃修改' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(form).toHaveCount(0);
  await expect(total(page)).toHaveText(before);

  // saved, then viewed in the same dialog: nothing is left to lose, Esc closes the view at once
  const brand = `留下的品牌${Date.now().toString(36).slice(-5)}`;
  await page.keyboard.press('n');
  await expect(form.getByLabel('品牌名称')).toBeFocused();
  await page.keyboard.type(brand);
  await page.keyboard.press('Tab');
  await page.keyboard.type('L');
  await page.keyboard.press('Control+Enter');
  await expect(form).toHaveCount(0);
  await searchOne(page, brand);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog', { name: /品牌管理 · 查看/ });
  await expect(view).toContainText(brand);
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a page in a hidden tab neither takes nor lists its keys; the help sheet shows the page’s own', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  const templates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/crm-file/import/template')) templates.push(r.url());
  });

  // 售后数据导入 first, its template downloaded by t once the page shows its button (the tab's
  // label shows first, while the page's code still loads: a key then has no page to go to)
  await palette(page, '售后数据导入');
  await expect(page.getByRole('button', { name: /下载模板/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.keyboard.press('t');
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  expect(templates).toHaveLength(1);

  // 汽车商品 next: the import page stays mounted in its tab, but t is the tags' here
  await palette(page, '汽车商品');
  await expect(page).toHaveURL(/\/carMall\/manage/);
  await expect(total(page)).toBeVisible();
  const tags = page.getByRole('button', { name: /标签管理 \(t\)/ });
  await expect(tags).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('t');
  await expect(tags).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: '标签管理' })).toBeVisible();
  expect(templates).toHaveLength(1);

  // ? lists this page's keys (j, Ctrl+Enter, the tags' t), not the hidden import page's
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: '键盘快捷键' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('汽车商品: 标签管理');
  await expect(help.locator('kbd', { hasText: /^j$/i }).first()).toBeVisible();
  await expect(help).toContainText('表单：保存（在任何输入框中）');
  await expect(help).not.toContainText('下载模板');
  await shot(page, '02-help-sheet');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

test('after an edit re-sorts the list, the cursor stays on the edited record', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await palette(page, '品牌管理');
  await expect(total(page)).toBeVisible();
  // three brands of its own, listed by their initials: 甲 (A), 乙 (B), 丙 (C)
  const prefix = `光标${Date.now().toString(36).slice(-5)}`;
  const form = page.getByRole('dialog', { name: /品牌管理/ });
  for (const [name, initial] of [['甲', 'A'], ['乙', 'B'], ['丙', 'C']]) {
    await page.keyboard.press('n');
    await expect(form.getByLabel('品牌名称')).toBeFocused();
    await page.keyboard.type(`${prefix}${name}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(initial);
    await page.keyboard.press('Control+Enter');
    await expect(form).toHaveCount(0);
  }
  await searchOne(page, prefix, 3);
  const rows = page.getByRole('grid').getByRole('row').filter({ hasText: prefix });
  await expect(rows.first()).toContainText(`${prefix}甲`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  const cursor = page.locator('[role="row"][data-focused]');
  await expect(cursor).toContainText(`${prefix}甲`);

  // 甲's initial becomes Z: it goes to the bottom, and the cursor goes with it
  await page.keyboard.press('e');
  await expect(form.getByLabel('品牌名称')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Z');
  await page.keyboard.press('Control+Enter');
  await expect(form).toHaveCount(0);
  await expect(rows.last()).toContainText(`${prefix}甲`);
  await expect(cursor).toContainText(`${prefix}甲`);
  await shot(page, '04-cursor-after-resort');
  // and the keys act on it: Enter views 甲
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog', { name: /品牌管理 · 查看/ });
  await expect(view).toContainText(`${prefix}甲`);
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
});
