/**
 * The built app under the server's Content-Security-Policy: signing in, the dashboard, lists with
 * images, the notice pages and the iframe page raise no CSP violation (an inline script or style the
 * policy does not allow would show here first).
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './demo-accounts';

/** every violation the page reports, from the document's own event and from the console */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return seen;
}

test('the app runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/login');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await expect(page.getByText('集团管理员').first()).toBeVisible();
  for (const path of ['/carLibrary/brand', '/desk/notice', '/anhua/notification', '/goods/category']) {
    await page.goto(path);
    await expect(page.getByText(/共 \d+ 条/).or(page.getByRole('grid')).first()).toBeVisible();
  }
  await page.goto('/myiframe/index?src=' + encodeURIComponent('http://127.0.0.1:1/nothing'));
  await expect(page.locator('iframe')).toHaveAttribute('src', 'http://127.0.0.1:1/nothing');
  expect(violations).toEqual([]);
});
