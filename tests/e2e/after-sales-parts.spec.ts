/**
 * Parts as the service adviser meets them, by keyboard (docs/after-sales.md): a part bought in from
 * 配件档案 (Shift+I), a work order created on 新建工单 with that part as its material, completed,
 * submitted and settled from its page, the part's stock moved in 配件档案, and 配件进销存 asking for
 * the year, then the month, before it shows the month's in and out.
 * Screenshots go to /tmp/shots-after-sales (or SHOTS_DIR).
 */
import { expect, test, type Page } from '@playwright/test';
import { BASIC, TENANT, demoToken, palette, signInDemo, whenListLeaves } from './demo-accounts';

// the record's state badge: its text in the rest of the record (the history's 从/到) may come first
const STATE = /^工单状态:/;

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-after-sales';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Opens a select by keyboard and picks the option with this text. */
async function pick(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test('a work order with a part is created, settled and moves the part’s stock, by keyboard', async ({ page, request }) => {
  test.setTimeout(180_000);
  const n = Date.now() % 100000;
  const partName = `键盘配件${n}`;
  const customer = `配件客户${n}`;
  const token = await demoToken(request, 'service');
  const res = await request.post('/api/crm-workorder/ahAccessory/saveOrUpdate', {
    headers: { Authorization: BASIC, 'Tenant-Id': TENANT, 'Blade-Auth': `bearer ${token}` },
    data: { accessoryCode: `KB-${n}`, accessoryName: partName, unit: '个', costPrice: 5000, salePrice: 12000, minStock: 1 },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);

  await signInDemo(page, 'service');

  // 配件档案: the new part (stock 0) is bought in by its key
  await palette(page, '配件档案');
  const parts = page.locator('[data-resource="ahAccessory"]');
  await parts.getByLabel('配件名称').fill(partName);
  await page.keyboard.press('Enter');
  const partRow = parts.locator('.rl-row', { hasText: partName });
  await expect(partRow).toBeVisible();
  await expect(partRow).toContainText('库存不足');
  await parts.locator('[role="grid"]').focus();
  await page.keyboard.press('j');
  await expect(partRow).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Shift+I');
  const buy = page.getByRole('dialog');
  await expect(buy.getByLabel('入库数量')).toBeFocused();
  await page.keyboard.type('3');
  await shot(page, 'part-purchase-in');
  await page.keyboard.press('Enter');
  await expect(buy).toHaveCount(0);
  await expect(partRow).toContainText('正常');
  await shot(page, 'parts-list');

  // 新建工单 from the work-order list (n), the customer and the car typed in
  await palette(page, '售后工单');
  const orders = page.locator('[data-resource="ahWorkOrderInfo"]');
  await orders.locator('[role="grid"]').focus();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/afterSalesWorkOrderManagement\/createOrder/);
  const form = page.locator('[data-form="ahWorkOrderInfo"]');
  // the page starts in its first field; Tab walks the rest
  await expect(form.getByLabel('客户姓名')).toBeFocused();
  await page.keyboard.type(customer);
  await page.keyboard.press('Tab');
  await page.keyboard.type('13912345678');
  await page.keyboard.press('Tab');
  await page.keyboard.type('浙A6P6P6');
  await pick(page, '维修类型', '一般维修', form);
  await form.getByLabel('服务顾问').fill('陈静');
  await form.getByLabel('工时费').fill('300');
  await shot(page, 'create-order');
  await form.getByLabel('工时费').press('Enter');
  // saved, the new order opens on its page, where its items and materials are added
  await expect(page).toHaveURL(/\/afterSalesWorkOrderManagement\/detail\?/);

  // its materials: n adds one, the part picked, the price the part's
  const materials = page.locator('[data-resource="ahWorkOrderInfoRepairMaterial"]');
  await materials.locator('[role="grid"]').focus();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await pick(page, '配件', partName, dialog);
  await dialog.getByLabel('数量').fill('2');
  await shot(page, 'material-with-part');
  await dialog.getByLabel('数量').press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(materials.locator('.rl-row', { hasText: partName })).toContainText('240.00');
  const record = page.locator('[data-show="ahWorkOrderInfo"] .sp-record');
  await expect(record).toContainText('材料费240.00');

  // 完工 (Shift+C), 提交结算 (Shift+S); 结算审核通过 (2) is refused to its submitter (审核设置), the manager approves
  await record.getByRole('toolbar').getByRole('button').first().focus();
  await page.keyboard.press('Shift+C');
  await expect(record.getByLabel(STATE)).toHaveText('已完工');
  await page.keyboard.press('Shift+S');
  await expect(page.getByRole('alertdialog')).toContainText('确定提交结算？');
  await page.keyboard.press('Enter');
  await expect(record.getByLabel(STATE)).toHaveText('待结算审核');
  await page.keyboard.press('2');
  await expect(page.getByRole('alertdialog')).toContainText('确定审核通过该工单的结算');
  await page.keyboard.press('Enter');
  await expect(page.locator('.toast-slot')).toContainText('结算提交人不能审核自己的结算');
  await expect(record.getByLabel(STATE)).toHaveText('待结算审核');
  const orderId = new URL(page.url()).searchParams.get('id')!;
  const managerToken = await demoToken(request, 'manager');
  const approved = await request.post('/api/crm-workorder/ahWorkOrderInfo/settle', {
    headers: { Authorization: BASIC, 'Tenant-Id': TENANT, 'Blade-Auth': `bearer ${managerToken}` },
    data: { ids: orderId },
  });
  expect(((await approved.json()) as { code: number }).code).toBe(200);
  await page.reload();
  await expect(page.locator('[data-show="ahWorkOrderInfo"] .sp-record').getByLabel(STATE)).toHaveText('已结算');
  await shot(page, 'order-settled');

  // the part's stock moved: 3 bought, 2 issued
  await palette(page, '配件档案');
  await parts.getByLabel('配件名称').fill(partName);
  await page.keyboard.press('Enter');
  await expect(partRow.locator('[data-col="stock"]')).toHaveText('1');
  await expect(partRow).toContainText('库存不足');
  await shot(page, 'part-stock-moved');

  // 配件进销存: nothing is asked before the year, then the month, are chosen
  await palette(page, '配件进销存');
  const inventory = page.locator('[data-resource="ahAccessoryInventory"]');
  await expect(inventory.locator('.rl-row')).toHaveCount(0);
  await inventory.getByLabel('配件名称').fill(partName);
  await page.keyboard.press('Enter');
  await expect(page.locator('.toast-slot')).toContainText('请选择核算年度期间');
  const now = new Date(Date.now() + 8 * 3600_000);
  await pick(page, '核算年度', `${now.getUTCFullYear()}年`, inventory);
  await inventory.getByLabel('配件名称').press('Enter');
  await expect(page.locator('.toast-slot')).toContainText('请选择核算月份期间');
  await expect(inventory.locator('.rl-row')).toHaveCount(0);
  // the month chosen by Enter and 配件名称 focused the moment the list leaves (a quick click): Radix
  // hands the focus back to the select one task later, which would take it from the field and the
  // next Enter would reopen the month's list. The check runs after that task (queued before ours).
  await inventory.getByRole('combobox', { name: '核算月份', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: `${now.getUTCMonth() + 1}月`, exact: true }).focus();
  const nameField = (await inventory.getByLabel('配件名称').elementHandle())!;
  expect((await whenListLeaves(page, 'Enter', { focus: nameField })).kept).toBe(true);
  await expect(inventory.getByRole('combobox', { name: '核算月份', exact: true })).toContainText(`${now.getUTCMonth() + 1}月`);
  await page.keyboard.press('Enter');
  const line = inventory.locator('.rl-row', { hasText: partName });
  await expect(line).toBeVisible();
  await expect(line.locator('[data-col="inQuantity"]')).toHaveText('3');
  await expect(line.locator('[data-col="outQuantity"]')).toHaveText('2');
  await expect(line.locator('[data-col="closingQuantity"]')).toHaveText('1');
  await shot(page, 'parts-inventory');
});

test('the seven work-order settings open from the palette with the store’s demo rows', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page, 'service');
  const leaves: Array<[title: string, key: string, row: string]> = [
    ['维修项目', 'ahWorkOrderConfigMaintenanceItem', '更换前刹车片'],
    ['工位管理', 'ahWorkOrderConfigStation', '烤漆房'],
    ['维修类型', 'ahWorkOrderConfigRepairType', '钣金喷漆'],
    ['供应商', 'ahWorkOrderConfigSupplier', '华东汽配供应链有限公司'],
    ['工时单价', 'ahWorkOrderConfigUnitPrice', '一般维修'],
    ['优惠方式', 'ahWorkOrderConfigPreferential', '会员工时9折'],
  ];
  for (const [title, key, text] of leaves) {
    await palette(page, title);
    await expect(page.locator(`[data-resource="${key}"] .rl-row`, { hasText: text })).toBeVisible();
  }
  await shot(page, 'config-preferential');
  await palette(page, '工时单价');
  await shot(page, 'config-unit-price');
  await palette(page, '审核设置');
  await expect(page.getByText('审核起点金额')).toBeVisible();
  await shot(page, 'config-audit');
});
