/**
 * The generic show page by keyboard: the service adviser opens a work order from its list with
 * Enter (the declaration names its view page), focus is on the first action, every action shows
 * its key; a repair material is added from the related list (the order's 材料费 follows), then
 * 完工, 提交结算 and 驳回结算 run by their keys alone. Screenshots go to /tmp/shots-show (or SHOTS_DIR).
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, TENANT, demoToken, palette, signInDemo, shellReady } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-show';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('a work order opened from its list: actions by their keys, a material from its related list', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = `详情客户${Date.now() % 100000}`;
  const token = await demoToken(request, 'service');
  const res = await request.post('/api/crm-workorder/ahWorkOrderInfo/addOrUpdate', {
    headers: { Authorization: BASIC, 'Tenant-Id': TENANT, 'Blade-Auth': `bearer ${token}` },
    data: { customerName: customer, customerPhone: '13912345670', licensePlate: '浙A6S3P1', vin: 'LBV5S3102NSA54329', repairType: 2, serviceAdviser: '陈静', itemsAmount: 20000 },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);

  await signInDemo(page, 'service');
  await palette(page, '售后工单');
  const list = page.locator('[data-resource="ahWorkOrderInfo"]');
  const row = list.locator('.rl-row', { hasText: customer });
  await expect(row).toBeVisible();

  // the newest order heads the list: j focuses it, Enter opens its show page (not the view dialog)
  await list.locator('[role="grid"]').focus();
  await page.keyboard.press('j');
  await expect(row).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/afterSalesWorkOrderManagement\/detail\?.*id=\d+/);
  const show = page.locator('[data-show="ahWorkOrderInfo"]');
  await expect(show.locator('.sp-record').getByRole('heading', { level: 2 })).toContainText('售后工单 · WO');
  const state = show.locator('.sp-record').getByLabel(/^工单状态:/);
  await expect(state).toHaveText('施工中');

  // focus starts on the first action, each button showing its key: no Tab needed for it, one for the next
  const toolbar = show.getByRole('toolbar', { name: '操作' });
  const buttons = toolbar.getByRole('button');
  await expect(buttons.first()).toBeFocused();
  await expect(buttons.first()).toContainText('完工');
  await expect(buttons.first()).toContainText('Shift+C');
  await expect(toolbar).toContainText('取消工单5');
  await expect(toolbar).toContainText('编辑E');
  await page.keyboard.press('Tab');
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  // the sections, the history (empty: nothing has happened to the new order yet) and the related list
  await expect(show.getByRole('heading', { name: '客户与车辆' })).toBeVisible();
  await expect(show.getByRole('heading', { name: '费用与结算' })).toBeVisible();
  await expect(show.getByLabel('操作记录')).toBeVisible();
  const materials = show.locator('[data-resource="ahWorkOrderInfoRepairMaterial"]');
  await expect(materials.getByText('暂无数据')).toBeVisible();
  await shot(page, '01-opened');

  // the palette offers the page's actions with the same keys
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('售后工单: 完工');
  const hit = page.locator('.palette-item', { hasText: '售后工单: 完工' }).first();
  await expect(hit.locator('.palette-keys')).toHaveAttribute('aria-label', 'Shift+C');
  await shot(page, '02-palette');
  await page.keyboard.press('Escape');
  await expect(page.locator('.palette-dialog')).toHaveCount(0);

  // a material from the related list: n there opens its form with this order preset
  await materials.locator('[role="grid"]').focus();
  await page.keyboard.press('n');
  const form = page.getByRole('dialog');
  await expect(form.getByRole('combobox', { name: '工单' })).toContainText('WO');
  await form.getByLabel('材料名称').fill('机油滤芯');
  await form.getByLabel('数量').fill('2');
  await form.getByLabel('单价').fill('45');
  await form.getByLabel('单价').press('Enter');
  await expect(form).toHaveCount(0);
  await expect(materials.locator('.rl-row', { hasText: '机油滤芯' })).toContainText('90.00');
  // the order's materials sum is the server's, reloaded after the write
  await expect(show.locator('.sp-record')).toContainText('90.00');
  await materials.scrollIntoViewIfNeeded();
  await shot(page, '02b-material');

  // 完工 by its key from the page: the state moves on, focus goes back to the first action
  await buttons.first().focus();
  await page.keyboard.press('Shift+C');
  await expect(state).toHaveText('已完工');
  await expect(buttons.first()).toBeFocused();
  await expect(toolbar).not.toContainText('完工Shift+C');
  await expect(toolbar).toContainText('提交结算');
  await shot(page, '03-completed');

  // 提交结算 by its key: it asks first, with the totals the settlement will carry
  await page.keyboard.press('Shift+S');
  await expect(page.getByRole('alertdialog')).toContainText('应收金额');
  await page.keyboard.press('Enter');
  await expect(state).toHaveText('待结算审核');

  // 驳回结算 by its digit: the reason is asked, then the order goes back to completed with it
  await expect(toolbar).toContainText('驳回结算3');
  await page.keyboard.press('3');
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByLabel('驳回原因')).toBeFocused();
  await page.keyboard.type('材料单价需复核');
  await shot(page, '04-refute');
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(state).toHaveText('已完工');
  await expect(show.locator('.sp-record')).toContainText('材料单价需复核');
  await expect(buttons.first()).toBeFocused();
  // the history names the refutal and its reason
  const history = show.getByLabel('操作记录');
  await history.scrollIntoViewIfNeeded();
  await expect(history).toContainText('材料单价需复核');
  await shot(page, '05-refuted');
});
