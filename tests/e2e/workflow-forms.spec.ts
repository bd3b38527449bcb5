/**
 * A form designed in the browser (docs/workflow.md "Forms"): the store manager opens 流程表单 from
 * 模型管理 (Shift+F), adds a form, designs two fields by keyboard and palette (a required amount,
 * a required choice with two options), moves the choice up, sees the live preview, publishes it;
 * draws a model whose task (the initiator's) takes that form, deploys it, starts it, opens the task:
 * the designed form is there, an empty amount is refused in the validators' words, and the task is
 * completed with the form filled in.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, palette, searchOne, signInDemo } from './demo-accounts';
import { modelWithUserTask } from './flow-model';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/workflow-forms';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('a form designed by keyboard, published, named by a model task, and filled in when the task is done', async ({ browser }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  const stamp = String(Date.now()).slice(-5);
  const formName = `费用报销${stamp}`;
  const formKey = `expense${stamp}`;
  const name = `报销审批${stamp}`;
  const key = `Expense${stamp}`;

  const mgr = await (await browser.newContext()).newPage();
  mgr.on('pageerror', (e) => errors.push(e.message));
  await signInDemo(mgr, 'manager');

  // ---- 流程表单, opened from 模型管理
  await palette(mgr, '模型管理');
  await expect(grid(mgr).getByText('请假').first()).toBeVisible();
  await mgr.keyboard.press('Shift+F');
  await expect(mgr).toHaveURL(/\/flow\/form/);
  await expect(mgr.getByRole('columnheader', { name: '表单标识' })).toBeVisible();
  await mgr.keyboard.press('n');
  const dialog = mgr.getByRole('dialog');
  await expect(dialog.getByLabel('表单名称')).toBeFocused();
  await mgr.keyboard.type(formName);
  await mgr.keyboard.press('Tab');
  await mgr.keyboard.type(formKey);
  await mgr.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await searchOne(mgr, formName);
  await mgr.keyboard.press('Escape');
  await mgr.keyboard.press('j');
  await mgr.keyboard.press('d');
  await expect(mgr).toHaveURL(/\/flow\/form\/design\?id=/);
  const props = mgr.getByLabel('字段属性');
  const fields = mgr.getByLabel('字段', { exact: true });
  const preview = mgr.getByLabel('预览');

  // ---- the first field: a required amount
  await palette(mgr, '添加字段');
  await expect(props.getByLabel('字段名称')).toBeFocused();
  await mgr.keyboard.type('报销金额');
  await mgr.keyboard.press('Tab');
  await mgr.keyboard.press('Control+A');
  await mgr.keyboard.type('amount');
  await mgr.keyboard.press('Tab');
  await chooseOption(mgr, '金额');
  await mgr.keyboard.press('Tab');
  await mgr.keyboard.press('Space');
  await expect(props.getByRole('checkbox', { name: '必填' })).toBeChecked();

  // ---- the second: a required choice; a bad key is shown in the server's words before anything is sent
  await palette(mgr, '添加字段');
  await expect(props.getByLabel('字段名称')).toBeFocused();
  await mgr.keyboard.type('费用类别');
  await mgr.keyboard.press('Tab');
  await mgr.keyboard.press('Control+A');
  await mgr.keyboard.type('2kind');
  await expect(mgr.getByRole('alert')).toHaveText('字段标识“2kind”须以字母开头，只能包含字母、数字和下划线，最长32个字符');
  await expect(mgr.getByRole('button', { name: '保存', exact: true })).toBeDisabled();
  await mgr.keyboard.press('Control+A');
  await mgr.keyboard.type('kind');
  await expect(mgr.getByRole('alert')).toHaveCount(0);
  await mgr.keyboard.press('Tab');
  await chooseOption(mgr, '下拉选择');
  await mgr.keyboard.press('Tab');
  await mgr.keyboard.press('Space');
  await mgr.keyboard.press('Tab');
  await expect(props.getByRole('textbox', { name: '选项' })).toBeFocused();
  await mgr.keyboard.press('Control+A');
  await mgr.keyboard.type('travel=差旅');
  await mgr.keyboard.press('Enter');
  await mgr.keyboard.type('meal=招待');

  // ---- the choice first: moved up by its palette command
  await palette(mgr, '字段上移');
  await expect(fields.getByRole('button', { pressed: true })).toContainText('费用类别');
  await expect(fields.locator('[data-index="0"]')).toContainText('费用类别');
  await expect(fields.locator('[data-index="1"]')).toContainText('报销金额');
  // the live preview is the form engine's form: the choice, then the amount
  await expect(preview.getByRole('combobox', { name: '费用类别' })).toBeVisible();
  await expect(preview.getByRole('textbox', { name: '报销金额' })).toBeVisible();
  await mgr.screenshot({ path: `${SHOTS}/designer.png` });

  // ---- published (the declaration's action, Shift+P, from the palette)
  await palette(mgr, '发布');
  await expect(mgr.getByText('发布成功，版本v1')).toBeVisible();
  await expect(mgr.getByLabel('表单设计').getByText('已发布', { exact: true })).toBeVisible();

  // ---- a model whose task takes the form
  const panel = await modelWithUserTask(mgr, { name, key }, '报销复核');
  await mgr.locator('.djs-context-pad .entry[data-action="append.end-event"]').click();
  await mgr.locator('g.djs-shape[data-element-id^="Activity_"]').first().click({ force: true });
  await expect(panel).toContainText('UserTask');
  await panel.getByLabel('办理人').click();
  await mgr.getByRole('option', { name: '发起人' }).click();
  await panel.getByRole('combobox', { name: '表单' }).click();
  await mgr.getByRole('option', { name: `${formName}（自定义 v1）` }).click();
  await expect(panel.getByRole('combobox', { name: '表单' })).toHaveText(`${formName}（自定义 v1）`);
  await mgr.screenshot({ path: `${SHOTS}/modeler-form.png` });
  await mgr.getByRole('button', { name: '保存并部署' }).click();
  await expect(mgr.getByRole('heading', { name: /已部署版本 v1/ })).toBeVisible();

  // ---- started from 发起事务
  await palette(mgr, '发起事务');
  await expect(grid(mgr).getByText('请假').first()).toBeVisible();
  await searchOne(mgr, name);
  await mgr.keyboard.press('Escape');
  await mgr.keyboard.press('j');
  await mgr.keyboard.press('s');
  await expect(mgr).toHaveURL(/\/work\/start\/form\//);
  await mgr.getByRole('button', { name: '保存' }).click();
  await expect(mgr).toHaveURL(/\/work\/send/);

  // ---- the task shows the designed form; an empty amount is refused; then done
  await palette(mgr, '待办事务');
  await expect(grid(mgr).getByText(name).first()).toBeVisible();
  await searchOne(mgr, name);
  await grid(mgr).focus();
  await mgr.keyboard.press('j');
  await mgr.keyboard.press('Enter');
  await expect(mgr).toHaveURL(/\/work\/handle\//);
  const handle = mgr.getByRole('main');
  const kind = handle.getByRole('combobox', { name: '费用类别' });
  await expect(kind).toBeVisible();
  await kind.focus();
  await chooseOption(mgr, '招待');
  await handle.getByRole('textbox', { name: '审批意见' }).fill('票据齐全');
  await handle.getByRole('textbox', { name: '审批意见' }).press('Control+Enter');
  await expect(handle.getByText('报销金额不能为空')).toBeVisible();
  await expect(mgr).toHaveURL(/\/work\/handle\//);
  await mgr.screenshot({ path: `${SHOTS}/task-refused.png` });
  await handle.getByRole('textbox', { name: '报销金额' }).fill('368.50');
  await handle.getByRole('textbox', { name: '报销金额' }).press('Control+Enter');
  await expect(mgr).toHaveURL(/\/work\/todo/);
  await palette(mgr, '办结事务');
  await expect(grid(mgr).getByText(name).first()).toBeVisible();
  await mgr.screenshot({ path: `${SHOTS}/done.png` });
  expect(errors).toEqual([]);
});
