/**
 * Workflow end to end: the store manager creates a model by keyboard, draws it in the modeler (a user
 * task for the 财务 role, then an end event: the drawing itself is the canvas's mouse work), saves and
 * deploys it as version 1. (Starting, claiming and completing by keyboard in the browser is still to
 * come here; tests/server/workflow.test.ts covers those calls.)
 */
import { expect, test, type Page } from '@playwright/test';
import { fillInTurn, palette, searchOne, signInDemo } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/workflow';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a model created by keyboard, drawn in the modeler and deployed', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now()).slice(-5);
  const name = `报销审批${stamp}`;
  const key = `Expense${stamp}`;

  // ---- the store manager models and deploys
  const mgr = await (await browser.newContext()).newPage();
  await signInDemo(mgr, 'manager');
  await palette(mgr, '模型管理');
  await expect(grid(mgr).getByText('请假').first()).toBeVisible();
  await mgr.keyboard.press('n');
  const form = mgr.getByRole('dialog');
  await expect(form.getByLabel('模型名称')).toBeFocused();
  await fillInTurn(mgr, [name, key]);
  await mgr.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await searchOne(mgr, name);
  await mgr.keyboard.press('Escape');
  await mgr.keyboard.press('j');
  await mgr.keyboard.press('d');
  await expect(mgr).toHaveURL(/\/flow\/model\/design\?id=/);
  const start = mgr.locator('[data-element-id="start"]');
  await expect(start).toBeVisible();
  // draw: append a task to the start event, make it a user task, give it the 财务 role, append the end
  await start.click();
  await mgr.locator('.djs-context-pad .entry[data-action="append.append-task"]').click();
  await mgr.locator('.djs-context-pad .entry[data-action="replace"]').click();
  await mgr.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  const props = mgr.getByLabel('属性');
  await expect(props).toContainText('UserTask');
  await props.getByLabel('名称').fill('财务审核');
  await props.getByLabel('名称').press('Tab');
  await mgr.locator('.djs-context-pad .entry[data-action="append.end-event"]').click();
  // back on the task: its candidate group, picked from the tenant's roles
  await mgr.locator('g.djs-shape[data-element-id^="Activity_"]').first().click({ force: true });
  await expect(props).toContainText('UserTask');
  await props.getByLabel('候选组').click();
  await mgr.getByRole('option', { name: '角色：财务' }).click();
  await mgr.screenshot({ path: `${SHOTS}/modeler.png` });
  await mgr.getByRole('button', { name: '保存并部署' }).click();
  await expect(mgr.getByRole('heading', { name: new RegExp(`已部署版本 v1`) })).toBeVisible();
});
