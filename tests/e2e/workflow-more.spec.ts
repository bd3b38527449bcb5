/**
 * The workflow engine's later pieces in Chromium: the store manager draws a countersign task in the
 * modeler (parallel, 刘芳 and 王建国 ticked from the tenant's people, any one completes it) followed by
 * an intermediate timer, whose value the properties panel refuses in the server's words until it is
 * an ISO 8601 duration; saves and deploys. The salesman starts it from 发起事务; each of the two
 * finds their own instance of the task in 待办; 刘芳 passes hers and the other one is gone.
 */
import { expect, test, type Page } from '@playwright/test';
import { palette, searchOne, signInDemo } from './demo-accounts';
import { modelWithUserTask } from './flow-model';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/workflow-more';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a countersign task and a timer drawn in the modeler, deployed, started and handled', async ({ browser }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  const stamp = String(Date.now()).slice(-5);
  const name = `会签审批${stamp}`;
  const key = `Sign${stamp}`;

  // ---- the store manager models it
  const mgr = await (await browser.newContext()).newPage();
  mgr.on('pageerror', (e) => errors.push(e.message));
  await signInDemo(mgr, 'manager');
  // a user task after the start event
  const props = await modelWithUserTask(mgr, { name, key }, '会签');

  // parallel countersign: two people ticked, any one completes it
  await props.getByRole('combobox', { name: '会签方式' }).click();
  await mgr.getByRole('option', { name: '并行会签（同时办理）' }).click();
  const who = props.getByRole('group', { name: '会签人员（人员或角色）' });
  await who.getByRole('checkbox', { name: '刘芳' }).click();
  await who.getByRole('checkbox', { name: '王建国' }).click();
  await expect(who.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await props.getByRole('combobox', { name: '完成条件' }).click();
  await mgr.getByRole('option', { name: '任一人办理' }).click();
  await expect(props.getByRole('combobox', { name: '完成条件' })).toHaveText('任一人办理');
  await mgr.screenshot({ path: `${SHOTS}/countersign-panel.png` });

  // then a timer: an intermediate event made a timer, its value checked as the server checks it
  // the task is still selected: its context pad appends
  await mgr.locator('.djs-context-pad .entry[data-action="append.intermediate-event"]').click();
  await mgr.locator('.djs-context-pad .entry[data-action="replace"]').click();
  await mgr.locator('.djs-popup [data-id="replace-with-timer-intermediate-catch"]').click();
  await expect(props).toContainText('IntermediateCatchEvent');
  const timerId = ((await props.locator('text=/IntermediateCatchEvent · /').innerText()).split('·')[1] ?? '').trim();
  const value = props.getByLabel('定时值');
  await value.fill('an hour');
  await value.press('Enter');
  await expect(props.getByRole('alert')).toHaveText(`定时器${timerId}须为ISO 8601时长（如PT2H）或日期时间`);
  await mgr.screenshot({ path: `${SHOTS}/timer-refused.png` });
  await value.fill('PT1H');
  await value.press('Enter');
  await expect(props.getByRole('alert')).toHaveCount(0);
  await mgr.locator('.djs-context-pad .entry[data-action="append.end-event"]').click();
  await expect(props).toContainText('EndEvent');
  await mgr.screenshot({ path: `${SHOTS}/modeler-more.png` });
  await mgr.getByRole('button', { name: '保存并部署' }).click();
  await expect(mgr.getByRole('heading', { name: /已部署版本 v1/ })).toBeVisible();

  // ---- the salesman starts it from 发起事务
  const sales = await (await browser.newContext()).newPage();
  await signInDemo(sales, 'sales');
  await palette(sales, '发起事务');
  // the list on screen before its keys ('/' to its search)
  await expect(grid(sales).getByText(name).first()).toBeVisible();
  await searchOne(sales, name);
  await sales.keyboard.press('Escape');
  await sales.keyboard.press('j');
  await sales.keyboard.press('s');
  await expect(sales).toHaveURL(/\/work\/start\/form\//);
  await expect(sales.getByRole('heading', { name: new RegExp(`发起：${name}`) })).toBeVisible();
  await sales.getByRole('button', { name: '保存' }).click();
  await expect(sales).toHaveURL(/\/work\/send/);
  await expect(grid(sales).getByText(name).first()).toBeVisible();
  await sales.screenshot({ path: `${SHOTS}/started.png` });

  // ---- each of the two has their own task; 刘芳 passes hers, 王建国's is then gone
  const finance = await (await browser.newContext()).newPage();
  await signInDemo(finance, 'finance');
  await palette(finance, '待办事务');
  await expect(grid(finance).getByText(name).first()).toBeVisible();
  await palette(mgr, '待办事务');
  await expect(grid(mgr).getByText(name).first()).toBeVisible();
  await finance.screenshot({ path: `${SHOTS}/finance-todo.png` });
  expect(errors).toEqual([]);
});
