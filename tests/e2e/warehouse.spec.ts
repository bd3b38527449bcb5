/**
 * The warehouse clerk's day by keyboard alone, against the real server and database: the forced
 * password change, the stock screen with its status cards, a car in transit found by its VIN,
 * arrived, numbered, confirmed in, then transferred to another store with the operating password,
 * which is set on the way (the transfer answers 30005 and opens the set dialog: captcha, SMS code,
 * password; then the transfer dialog comes back with what was chosen). Screenshots at each step go to /tmp/shots-warehouse/ (or E2E_SHOTS).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { changeInitialPassword, chooseOption, lastCaptcha, palette, signIn, stillInitial, shellReady, apiGet as api } from './demo-accounts';

const TENANT = '000001';
const BASIC = 'Basic Y29uc29sZTpjb25zb2xlX3NlY3JldA==';
const NEW_PASSWORD = 'Wh2026abc';
const OPERATING = 'Stock2026';
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-warehouse';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const res = await request.post('/api/blade-auth/oauth/token', {
    params: { tenantId: TENANT, username: account, password, grant_type: 'password', scope: 'all', type: 'account' },
    headers: { Authorization: BASIC, 'Tenant-Id': TENANT },
  });
  const body = (await res.json()) as { code: number; data: { access_token: string } };
  expect(body.code).toBe(200);
  return body.data.access_token;
}

test('a warehouse clerk receives a car, numbers it, confirms it in and transfers it to another store by keyboard alone', async ({ page, request }) => {
  test.setTimeout(180_000);

  // the data the clerk works on: a car in transit of the BMW store, found through the API by the super-admin
  const admin = await apiToken(request, 'admin', 'admin123');
  const stores = await api<{ records: Array<{ id: string; branchName: string }> }>(request, admin, '/crm-anhua/store/list', { pageNo: 1, pageSize: 50 });
  const bmw = stores.records.find((s) => s.branchName === '安华宝马杭州西湖店')!.id;
  const inBmw = (await api<{ access_token: string }>(request, admin, '/blade-auth/oauth/modifyToken', { storeId: bmw })).access_token;
  const transit = await api<{ records: Array<{ vin: string }> }>(request, inBmw, '/crm-warehouse/ahWarehouseCar/getPage', { current: 1, size: 5, state: 0 });
  const vin = transit.records[0].vin;
  // the cards must agree with the server's counts (other areas' demo data adds sold cars)
  const stats = await api<{ total: number; cards: Array<{ state: number; count: number }> }>(request, inBmw, '/crm-warehouse/ahWarehouseCar/getCarStatusStatisticsInfo');
  const count = (state: number) => String(stats.cards.find((c) => c.state === state)!.count);
  // other journeys on the same database may have sent cars from this store already
  const sentBefore = (await api<{ sent: number }>(request, inBmw, '/crm-warehouse/ahWarehouseCarTransfer/transferCount')).sent;

  // first sign-in: the forced password change, then in again with the new password (a retry of this
  // journey finds the password already changed: the shared database keeps what the first try did)
  if (await stillInitial(page, 'warehouse')) {
    await signIn(page, 'warehouse', 'anhua123');
    await changeInitialPassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login/);
  }
  await signIn(page, 'warehouse', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/anhua\/index/);

  // the stock screen: the cars by state as tabs with their counts above the list
  await palette(page, '库存车辆');
  await expect(page).toHaveURL(/\/warehouse\/stock\/index/);
  const stateTab = (name: RegExp) => page.getByRole('tab', { name });
  const listed = page.getByText(/^共 \d+ 条$/).filter({ visible: true });
  await expect(listed).toBeVisible();
  await expect(stateTab(/全部/)).toHaveAttribute('data-count', (await listed.innerText()).replace(/\D/g, ''));
  await expect(stateTab(/在途/)).toHaveAttribute('data-count', count(0));
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(21);
  await shot(page, '01-stock');

  // find the car: / to the VIN search, Enter searches, Escape back to the rows
  await page.keyboard.press('/');
  await page.keyboard.type(vin);
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(grid).toBeFocused();
  const row = grid.getByRole('row').nth(1);
  await expect(row).toContainText(vin);
  await expect(row).toContainText('在途');
  await expect(row).toHaveAttribute('data-focused', 'true');
  await shot(page, '02-found');

  // a: arrival (today's date is proposed; Enter takes it)
  await page.keyboard.press('a');
  const arrive = page.getByRole('dialog', { name: '到车' });
  await expect(arrive.getByLabel('到库日期')).toBeFocused();
  await shot(page, '03-arrive-dialog');
  await page.keyboard.press('Enter');
  await expect(arrive).toHaveCount(0);
  await expect(row).toContainText('已到车');
  // the counts follow, under the VIN searched: this one car, now arrived
  await expect(stateTab(/已到车/)).toHaveAttribute('data-count', '1');
  await shot(page, '04-arrived');

  // b: the stock number
  await expect(grid).toBeFocused();
  await page.keyboard.press('b');
  const numbering = page.getByRole('dialog', { name: '编号' });
  await expect(numbering.getByLabel('库存编号')).toBeFocused();
  await page.keyboard.type('BMW-E2E-001');
  await page.keyboard.press('Enter');
  await expect(numbering).toHaveCount(0);
  await expect(row).toContainText('已编号');
  await expect(row).toContainText('BMW-E2E-001');
  await shot(page, '05-numbered');

  // i: confirmed in, with its display location
  await page.keyboard.press('i');
  const confirmIn = page.getByRole('dialog', { name: '入库确认' });
  await expect(confirmIn.getByLabel('展示位置')).toBeFocused();
  await page.keyboard.type('展厅A-01');
  await page.keyboard.press('Enter');
  await expect(confirmIn).toHaveCount(0);
  await expect(row).toContainText('在库');
  await expect(row).toContainText('展厅A-01');
  await shot(page, '06-in-stock');

  // t: transfer; no operating password yet, so the server answers 30005 and the set dialog opens
  await page.keyboard.press('t');
  let transfer = page.getByRole('dialog', { name: '调拨' });
  await expect(transfer.getByRole('combobox', { name: '调入门店' })).toBeFocused();
  await chooseOption(page, '安华奔驰杭州滨江店');
  await page.keyboard.press('Tab');
  await expect(transfer.getByLabel('操作密码')).toBeFocused();
  await page.keyboard.type(OPERATING);
  await shot(page, '07-transfer-dialog');
  await page.keyboard.press('Enter');
  const setDialog = page.getByRole('dialog', { name: '请设置操作密码' });
  await expect(transfer).toHaveCount(0);
  // the core-keystrokes journey may have set this clerk's operating password already (one database):
  // then the transfer went through, and the set dialog and the wrong password are not met here
  const inTransfer = row.locator('[data-col="inTransfer"]', { hasText: /^是$/ });
  await expect(setDialog.or(inTransfer)).toBeVisible();
  const mustSet = await setDialog.isVisible();
  if (mustSet) {
    await expect(setDialog).toBeVisible();
    await expect(setDialog.getByLabel('图形验证码')).toBeFocused();
    // the captcha is a PNG picture a script cannot read; the clerk's eyes are the server's captcha
    // outbox, which only this journey's server writes (CAPTCHA_OUTBOX, playwright.config.ts)
    const img = setDialog.locator('img');
    await expect(img).toHaveAttribute('src', /^data:image\/png;base64,/);
    const captcha = lastCaptcha();
    await page.keyboard.type(captcha);
    await page.keyboard.press('Tab'); // the captcha image (refresh)
    await page.keyboard.press('Tab'); // the SMS code
    await page.keyboard.press('Tab'); // send the code
    await page.keyboard.press('Enter');
    await expect(setDialog.getByLabel('短信验证码')).toBeFocused();
    // the SMS reaches the clerk's phone: the local provider's outbox, read by the super-admin (through
    // the session its store switch began: the switch ended the first token)
    const outbox = await api<{ records: Array<{ content: string }> }>(request, inBmw, '/blade-system/smsOutbox/list', { phone: '13800000004' });
    const sms = /验证码为(\d{6})/.exec(outbox.records[0]?.content ?? '')![1];
    await page.keyboard.type(sms);
    // the send button counts down (disabled): Tab goes on to the password
    await page.keyboard.press('Tab');
    await expect(setDialog.getByLabel('操作密码', { exact: true })).toBeFocused();
    await page.keyboard.type(OPERATING);
    await page.keyboard.press('Tab');
    await page.keyboard.type(OPERATING);
    await shot(page, '08-set-operating-password');
    await page.keyboard.press('Enter');
    await expect(setDialog).toHaveCount(0);
    await expect(page.getByText('设置成功')).toBeVisible();

    // the interrupted transfer comes back by itself with the store still chosen (issue 25 item 7):
    // only the operating password is typed again, and it has the keyboard
    transfer = page.getByRole('dialog', { name: '调拨' });
    await expect(transfer.getByLabel('操作密码')).toBeFocused();
    await expect(transfer.getByRole('combobox', { name: '调入门店' })).toContainText('安华奔驰杭州滨江店');
    // a wrong password first: the dialog stays and says so
    await page.keyboard.type('Wrong2026');
    await page.keyboard.press('Enter');
    await expect(transfer.getByRole('alert')).toBeVisible();
    await expect(transfer.getByLabel('操作密码')).toBeFocused();
    await shot(page, '09-wrong-operating-password');
    await page.keyboard.type(OPERATING);
    await page.keyboard.press('Enter');
    await expect(transfer).toHaveCount(0);
  }
  await expect(row).toContainText('是'); // in transfer
  await shot(page, '10-transferred');

  // the transfer list shows it pending, sent from this store
  await palette(page, '调拨管理');
  await expect(page).toHaveURL(/\/warehouse\/allot/);
  await expect(page.getByTestId('sent')).toHaveText(`已调出待确认 ${sentBefore + 1}`);
  const transfers = page.getByRole('grid');
  await expect(transfers.getByRole('row').nth(1)).toContainText(vin);
  await expect(transfers.getByRole('row').nth(1)).toContainText('待确认');
  await expect(transfers.getByRole('row').nth(1)).toContainText('安华奔驰杭州滨江店');
  // the sending store may revoke it (the declared side), not confirm it
  await expect(transfers.getByRole('row').nth(1).getByRole('button', { name: '撤销' })).toBeVisible();
  await expect(transfers.getByRole('row').nth(1).getByRole('button', { name: '确认调入' })).toHaveCount(0);
  await shot(page, '11-transfer-list');

  // the car's detail page: Enter on the row in the stock list
  await palette(page, '库存车辆');
  await page.keyboard.press('/');
  // the tab kept its search from before: replace it
  await page.keyboard.press('Control+a');
  await page.keyboard.type(vin);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stock\/details\?id=/);
  await expect(page.getByRole('heading', { name: vin })).toBeVisible();
  await expect(page.getByTestId('car-state')).toHaveText('在库');
  await expect(page.getByTestId('car-in-transfer')).toHaveText('调拨中');
  // the standard parts list, not yet checked, and the pending transfer
  await expect(page.getByLabel('配件名称 1')).toHaveValue('车钥匙');
  await expect(page.getByText('标准清单，尚未清点')).toBeVisible();
  await expect(page.getByText('安华宝马杭州西湖店 → 安华奔驰杭州滨江店')).toBeVisible();
  await shot(page, '12-detail');
});

test('a store without cars: the placeholder, a new car with a bad VIN then a good one, outbound, the lock setting and the document-system tree, by keyboard', async ({ page, request }) => {
  test.setTimeout(180_000);
  // the stopped Lexus store opens again: it has no stock yet
  const admin = await apiToken(request, 'admin', 'admin123');
  const stores = await api<{ records: Array<{ id: string; branchName: string }> }>(request, admin, '/crm-anhua/store/list', { pageNo: 1, pageSize: 50 });
  const lexus = stores.records.find((s) => s.branchName === '安华雷克萨斯湖州店')!.id;
  const opened = await request.post('/api/crm-anhua/store/updateStoreInfo', { data: { id: lexus, status: 1 }, headers: { 'Blade-Auth': `bearer ${admin}`, Authorization: BASIC, 'Tenant-Id': TENANT } });
  expect(((await opened.json()) as { code: number }).code).toBe(200);

  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/anhua\/index/);
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('切换门店');
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText('切换门店…');
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('搜索门店或分组…')).toBeFocused();
  await page.keyboard.type('湖州');
  await expect(page.locator('.palette-item[data-selected="true"] .palette-title')).toHaveText('安华雷克萨斯湖州店');
  await page.keyboard.press('Enter');
  await expect(page.getByText('已切换到 安华雷克萨斯湖州店')).toBeVisible();

  // no car at all: the placeholder says what to do next
  await palette(page, '库存车辆');
  await expect(page.getByTestId('no-car')).toBeVisible();
  await expect(page.getByText('本门店暂无库存车辆')).toBeVisible();
  await shot(page, '20-no-car');

  // n: a new car; a VIN with a forbidden letter answers the spec's message on its field
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/warehouse\/stock\/carStockEdit/);
  const vinField = page.locator('.wh-page').getByLabel('车架号');
  await expect(vinField).toBeFocused();
  await page.keyboard.type('JTHB31B10L20000O1');
  await page.keyboard.press('Enter');
  await expect(page.getByText('车架号格式有误')).toBeVisible();
  await expect(vinField).toBeFocused();
  await shot(page, '21-bad-vin');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('JTHB31B10L2000001');
  // brand → series → model, each the first the one before offers (the series wait for the brand);
  // brand and series only narrow the choice, so their lists start with 无
  await expect(page.getByRole('combobox', { name: '车系' })).toBeDisabled();
  await shot(page, '21b-brand-first');
  for (const name of ['品牌', '车系', '车型']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name })).toBeFocused();
    await expect(page.getByRole('combobox', { name })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    if (name !== '车型') {
      // the choices under the brand load after it is chosen: wait for them before moving to the first
      await expect.poll(() => page.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(1);
      await expect(page.getByRole('listbox').locator('[role="option"][data-highlighted]')).toHaveText('无');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('listbox').locator('[role="option"][data-highlighted]')).not.toHaveText('无');
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // the closed list hands the focus back to its trigger (asynchronously): only then Tab on
    await expect(page.getByRole('combobox', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('外观颜色')).toBeFocused();
  await page.keyboard.type('珍珠白');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stock\/details\?id=/);
  await expect(page.getByRole('heading', { name: 'JTHB31B10L2000001' })).toBeVisible();
  await expect(page.getByTestId('car-state')).toHaveText('在途');
  await shot(page, '22-new-car');

  // through the machine on the detail page: the same keys as in the list
  await page.keyboard.press('a');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('car-state')).toHaveText('已到车');
  await expect(page.getByRole('button', { name: /编号/ })).toBeVisible();
  await page.keyboard.press('b');
  await expect(page.getByRole('dialog', { name: '编号' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('car-state')).toHaveText('已编号');
  // the page offers the next step (its button and its key come with the reloaded car)
  await expect(page.getByRole('button', { name: /入库确认/ })).toBeVisible();
  await page.keyboard.press('i');
  await expect(page.getByRole('dialog', { name: '入库确认' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('car-state')).toHaveText('在库');
  // keys wait while a dialog is on screen, its closing included
  await expect(page.getByRole('dialog', { name: '入库确认' })).toHaveCount(0);

  // o: the outbound page, the confirmation takes the focus
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/\/stock\/outCar\?id=/);
  const confirmOut = page.getByRole('button', { name: '确认出库' });
  await expect(confirmOut).toBeFocused();
  await expect(page.getByText('随车交付配件')).toBeVisible();
  await shot(page, '23-out-page');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stock\/details\?id=/);
  await expect(page.getByTestId('car-state')).toHaveText('已出库');
  await shot(page, '24-out-done');

  // the lock setting: a value out of range is refused on its field, a good one is saved
  await palette(page, '库存车辆');
  await palette(page, '库存车辆: 锁车设置');
  const lock = page.getByRole('dialog', { name: '锁车设置' });
  const hours = lock.getByLabel('锁车有效时长（小时）');
  await expect(hours).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('800');
  await page.keyboard.press('Enter');
  await expect(lock.getByRole('alert')).toBeVisible();
  await expect(hours).toBeFocused();
  await shot(page, '25-lock-setting-refused');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('48');
  await page.keyboard.press('Enter');
  await expect(lock).toHaveCount(0);
  await expect(page.getByText('操作成功')).toBeVisible();

  // the document-system tree: End reaches this store under its maker's system; b binds, s syncs
  await palette(page, '仓库设置');
  const tree = page.getByRole('tree', { name: '单据系统' });
  await expect(tree).toBeFocused();
  await page.keyboard.press('End');
  const node = tree.locator('[role="treeitem"][data-focused]');
  // other specs may have added makers (a brand gets its system): walk up to this store by keyboard
  // each step waits for the focus to move, so a slow render is not read as "not there yet" (and overshot)
  await expect(node).toHaveCount(1);
  for (let i = 0; i < 20; i++) {
    const now = (await node.textContent()) ?? '';
    if (now.includes('安华雷克萨斯湖州店')) break;
    await page.keyboard.press('ArrowUp');
    await expect(node).not.toHaveText(now);
  }
  await expect(node).toContainText('安华雷克萨斯湖州店');
  await expect(node).toContainText('未绑定');
  await page.keyboard.press('b');
  const bind = page.getByRole('dialog', { name: '绑定门店' });
  await expect(bind.getByLabel('经销商代码')).toBeFocused();
  await page.keyboard.type('lx-1');
  await page.keyboard.press('Enter');
  await expect(bind.getByRole('alert')).toHaveText('经销商代码格式有误（4-20位大写字母或数字）');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('lx3301');
  await page.keyboard.press('Enter');
  await expect(bind).toHaveCount(0);
  await expect(node).toContainText('已绑定');
  await expect(node).toContainText('未同步');
  await expect(node).toContainText('LX3301');
  await page.keyboard.press('s');
  await expect(node).toContainText('已同步');
  await shot(page, '26-doc-tree');
});
