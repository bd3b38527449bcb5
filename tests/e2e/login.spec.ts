/** Sign-in as a person does it, by keyboard, against the real server and database. */
import { expect, test } from '@playwright/test';

async function signIn(page: import('@playwright/test').Page, account: string, password: string) {
  await page.goto('/login');
  const tenant = page.getByLabel('租户编号');
  await tenant.fill('000001');
  await page.keyboard.press('Tab');
  await page.keyboard.type(account);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

test('a wrong password is refused on the login page', async ({ page }) => {
  await signIn(page, 'admin', 'wrong-pass1');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the super-admin signs in by keyboard and lands on the dashboard', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await expect(page.getByText('集团管理员').first()).toBeVisible();
  // the super-admin sees every top menu, system administration included
  await expect(page.getByText('系统管理').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/dashboard-admin.png' });
});

test('a first sign-in on the initial password forces the password change', async ({ page }) => {
  await signIn(page, 'finance', 'anhua123');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/forced-password.png' });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/(404|login)/);
});
