/** Issue 3 item 6: the code generator previews the declaration a table implies and downloads it. */
import fs from 'node:fs';
import { shellReady } from './demo-accounts';
import { expect, test } from '@playwright/test';

test('preview and download the declaration of a table', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('租户编号').fill('000001');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('admin123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('代码生成');
  // the menu arrives after sign-in: press Enter once the palette offers the page
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText('代码生成');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tool\/code\/index/);

  await page.getByLabel('筛选表名').fill('blade_param');
  const option = page.getByRole('option', { name: /blade_param/ });
  await option.focus();
  await page.keyboard.press('Enter');
  const preview = page.getByLabel('preview');
  await expect(preview).toContainText('defineResource');
  await expect(preview).toContainText('paramKey');
  await page.screenshot({ path: 'test-results/code-generator.png' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载声明文件' }).click()]);
  expect(download.suggestedFilename()).toBe('param.ts');
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text).toContain('defineResource');
  expect(text).toContain("table: 'blade_param'");
});
