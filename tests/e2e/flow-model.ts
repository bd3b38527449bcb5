/**
 * The workflow journeys' shared start: a new model made from 模型管理 by keyboard (name, key, Enter),
 * found, opened in the modeler (d), and a user task of the given name appended to its start event.
 * Answers the properties panel, on that task.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { palette, searchOne } from './demo-accounts';

export async function modelWithUserTask(page: Page, model: { name: string; key: string }, taskName: string): Promise<Locator> {
  await palette(page, '模型管理');
  await expect(page.getByRole('grid').filter({ visible: true }).getByText('请假').first()).toBeVisible();
  await page.keyboard.press('n');
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('模型名称')).toBeFocused();
  await page.keyboard.type(model.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(model.key);
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await searchOne(page, model.name);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(/\/flow\/model\/design\?id=/);
  const start = page.locator('[data-element-id="start"]');
  await expect(start).toBeVisible();
  // a task appended to the start event, made a user task, named
  await start.click();
  await page.locator('.djs-context-pad .entry[data-action="append.append-task"]').click();
  await page.locator('.djs-context-pad .entry[data-action="replace"]').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  const props = page.getByLabel('属性');
  await expect(props).toContainText('UserTask');
  await props.getByLabel('名称').fill(taskName);
  await props.getByLabel('名称').press('Tab');
  return props;
}
