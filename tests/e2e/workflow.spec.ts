/**
 * Workflow end to end: the store manager creates a model by keyboard, draws it in the modeler (a user
 * task for the 财务 role, then an end event: the drawing itself is the canvas's mouse work), saves and
 * deploys it as version 1. The demo leave flow across two accounts, one browser context each: the
 * salesman asks for leave on its form page; 刘芳 (财务, the stand-in department head) sees 待签 on the
 * bell and in the palette, claims the task, handles it with a comment by keyboard, and the salesman
 * reads 已通过 with its history on the detail page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASIC, TENANT, demoToken, chooseOption, palette, shellReady, signInDemo } from './demo-accounts';
import { modelWithUserTask } from './flow-model';

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
  // draw: a user task after the start event; its candidate group, then the end
  const props = await modelWithUserTask(mgr, { name, key }, '财务审核');
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

/** The account's 待办/待签 as the server counts them (work/count). */
async function taskCounts(request: APIRequestContext, token: string): Promise<{ todo: number; claim: number }> {
  const res = await request.get('/api/blade-flow/work/count', { headers: { authorization: BASIC, 'tenant-id': TENANT, 'blade-auth': `bearer ${token}` } });
  const body = (await res.json()) as { code: number; data: { todo: number; claim: number } };
  expect(body.code).toBe(200);
  return body.data;
}

/** Focus on the list's rows (the grid), which take j, c, Enter. */
async function toRows(page: Page) {
  await grid(page).focus();
  await expect(grid(page)).toBeFocused();
}

/** The bell's blue badge: 待办 + 待签 (99+ above 99, none at 0). */
async function expectTaskBadge(page: Page, n: number) {
  const badge = page.getByTestId('task-badge');
  if (n <= 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(n > 99 ? '99+' : String(n));
}

test('the leave flow across two accounts: asked by the salesman, claimed and approved by the department head', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const reason = `家中有事${String(Date.now()).slice(-6)}`;

  // ---- the salesman asks for two days of leave on the leave form page
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await signInDemo(sales, 'sales');
  await palette(sales, '请假流程');
  await sales.getByRole('button', { name: '请假申请', exact: true }).click();
  await expect(sales).toHaveURL(/\/work\/process\/leave\/form\//);
  const apply = sales.getByRole('main');
  await expect(apply.getByRole('combobox', { name: '请假类型' })).toBeFocused();
  await chooseOption(sales, '事假');
  await apply.getByRole('textbox', { name: '开始日期' }).fill('2026-12-03');
  await apply.getByRole('textbox', { name: '结束日期' }).fill('2026-12-04');
  await apply.getByRole('textbox', { name: '请假天数' }).fill('2');
  await apply.getByRole('textbox', { name: '请假理由' }).fill(reason);
  await sales.screenshot({ path: `${SHOTS}/leave-form.png` });
  await apply.getByRole('textbox', { name: '请假理由' }).press('Control+Enter');
  await expect(sales).toHaveURL(/\/work\/process\/leave(\/index)?(\?|$)/);
  // the newest request first: this one, 审批中
  await expect(grid(sales).getByRole('row').nth(1)).toContainText(reason);
  await expect(grid(sales).getByRole('row').nth(1)).toContainText('审批中');

  // ---- 刘芳 (财务) sees the task on the bell and in the palette, with the server's own counts
  const before = await taskCounts(request, await demoToken(request, 'finance'));
  expect(before.claim).toBeGreaterThan(0);
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signInDemo(finance, 'finance');
  await shellReady(finance);
  await expectTaskBadge(finance, before.todo + before.claim);
  await finance.getByRole('button', { name: new RegExp(`待办 ${before.todo}，待签 ${before.claim}`) }).click();
  const bell = finance.getByRole('dialog', { name: /消息通知/ });
  await expect(bell.getByTestId('claim-count')).toHaveText(`待签 ${before.claim}`);
  await expect(bell.getByTestId('todo-count')).toHaveText(`待办 ${before.todo}`);
  await finance.screenshot({ path: `${SHOTS}/bell-tasks.png` });
  await finance.keyboard.press('Escape');
  await expect(bell).toHaveCount(0);
  // the palette's 待签 n opens the claim list; c claims the focused task
  await palette(finance, `待签 ${before.claim}`);
  await expect(finance).toHaveURL(/\/work\/claim\/index(\?|$)/);
  // the newest task first: the salesman's request that just arrived
  await expect(grid(finance).getByRole('row').nth(1)).toContainText('李晓梅的请假');
  await toRows(finance);
  await finance.keyboard.press('j');
  await expect(grid(finance).getByRole('row').nth(1)).toHaveAttribute('data-focused', 'true');
  await finance.keyboard.press('c');
  await expect(finance.getByText(`共 ${before.claim - 1} 条`).filter({ visible: true })).toBeVisible();
  // claimed: one less to claim, one more to do, on the bell as in the palette
  await expectTaskBadge(finance, before.todo + before.claim);
  await palette(finance, `待办 ${before.todo + 1}`);
  await expect(finance).toHaveURL(/\/work\/todo(\/index)?(\?|$)/);
  await expect(grid(finance).getByRole('row').nth(1)).toContainText('李晓梅的请假');
  await toRows(finance);
  await finance.keyboard.press('j');
  await expect(grid(finance).getByRole('row').nth(1)).toHaveAttribute('data-focused', 'true');
  await finance.keyboard.press('Enter');
  await expect(finance).toHaveURL(/\/work\/process\/leave\/handle\//);
  const handle = finance.getByRole('main');
  await expect(handle.getByText(reason)).toBeVisible();
  await handle.getByRole('textbox', { name: '审批意见' }).fill('同意，注意交接');
  await finance.screenshot({ path: `${SHOTS}/leave-handle.png` });
  await handle.getByRole('textbox', { name: '审批意见' }).press('Control+Enter');
  await expect(finance).toHaveURL(/\/work\/todo(\/index)?(\?|$)/);
  await expectTaskBadge(finance, before.todo + before.claim - 1);

  // ---- the salesman reads the outcome: 已通过, with who approved it and the comment
  await sales.reload();
  await expect(grid(sales).getByRole('row').nth(1)).toContainText(reason);
  await expect(grid(sales).getByRole('row').nth(1)).toContainText('已通过');
  await toRows(sales);
  await sales.keyboard.press('j');
  await expect(grid(sales).getByRole('row').nth(1)).toHaveAttribute('data-focused', 'true');
  await sales.keyboard.press('Enter');
  await expect(sales).toHaveURL(/\/work\/process\/leave\/detail\//);
  const detail = sales.getByLabel('请假详情', { exact: true });
  await expect(detail.getByRole('definition').filter({ hasText: /^已通过$/ })).toBeVisible();
  await expect(detail.getByText('同意，注意交接').first()).toBeVisible();
  await expect(detail.getByText('刘芳').first()).toBeVisible();
  await sales.screenshot({ path: `${SHOTS}/leave-detail.png` });
  await salesContext.close();
  await financeContext.close();
});
