/**
 * Issue 3's journey: an administrator, by keyboard only, adds a dictionary entry, finds it with the
 * search panel, edits it and deletes it, on the list screen generated from the declaration.
 */
import { shellReady } from './demo-accounts';
import { expect, test, type Page } from '@playwright/test';

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

test('add, find, edit and delete a dictionary entry by keyboard', async ({ page }) => {
  await signIn(page);
  // the palette opens any menu route: Ctrl+K, type, Enter
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.type('字典管理');
  // the menu arrives after sign-in: press Enter once the palette offers the page
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText('字典管理');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/dict\/index/);
  const table = page.getByRole('grid');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await expect(table.getByText('leave_type').first()).toBeVisible();

  // n adds; saving the empty form shows the first error on its field
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // the parent (a tree select, top level by default) comes first; Tab to the code and save empty
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('字典编号不能为空')).toBeVisible();
  await expect(dialog.getByLabel('字典编号')).toBeFocused();
  await page.screenshot({ path: 'test-results/dict-form-error.png' });

  await page.keyboard.type('e2e_colour');
  await page.keyboard.press('Tab');
  await page.keyboard.type('red');
  await page.keyboard.press('Tab');
  await page.keyboard.type('  红色  ');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // / focuses the search panel; Enter searches
  await page.keyboard.press('/');
  await page.keyboard.press('Tab');
  await page.keyboard.type('e2e_colour');
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(table.getByText('红色')).toBeVisible();
  await page.screenshot({ path: 'test-results/dict-list-found.png' });

  // move to the row, e edits it
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('e');
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel('字典名称');
  await expect(name).toHaveValue('红色');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('深红');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(table.getByText('深红')).toBeVisible();

  // Delete asks first, then removes it
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText('确认将该数据删除？')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 0 条')).toBeVisible();
});
