/**
 * A store manager takes over a car whose lock has expired, from the allocation page (/orders/supplyCar):
 * the store shortens its locks to one hour, so the demo's assigned order (locked 20 hours ago) holds its
 * car by an expired lock. A new order of the same model sees that car after the free ones, marked with
 * the holding order and salesperson; the mouse opens the confirmation and cancels it, the keyboard
 * filters by VIN, confirms and locks. The first order is then back to 已下单 with the unlock logged.
 * The store's setting is put back at the end. Screenshots go to /tmp/shots-supply-takeover/ (or E2E_SHOTS).
 */
import { demoToken, signInDemo, apiCall as api } from './demo-accounts';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-supply-takeover';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

interface LockSetting {
  lockHours: number;
  maxLocksPerUser: number;
  requireDeposit: number;
  allowChangeLock: number;
}
interface OrderCar {
  id: string;
  carModelId: string;
  vin: string | null;
  ahWarehouseCarId: string | null;
  invoiceState: number;
  lockExpired: boolean;
}
interface Detail {
  id: string;
  orderNo: string;
  orderState: number;
  salesName: string | null;
  carList: OrderCar[];
}

test('an expired lock is offered on the allocation page and taken over by keyboard after a confirmation', async ({ page, request }) => {
  test.setTimeout(240_000);
  // data first: a sign-in in the browser ends this token's session
  let token = await demoToken(request, 'manager');
  const saved = await api<LockSetting>(request, token, 'GET', '/crm-warehouse/ahWarehouseCar/getLockSetting');
  const setting = { lockHours: saved.lockHours, maxLocksPerUser: saved.maxLocksPerUser, requireDeposit: saved.requireDeposit, allowChangeLock: saved.allowChangeLock };
  await api(request, token, 'POST', '/crm-warehouse/ahWarehouseCar/saveLockSetting', { ...setting, lockHours: 1 });
  try {
    const assigned = (await api<{ records: Array<{ id: string }> }>(request, token, 'GET', '/crm-warehouse/carOrder/getOrderPageList', { current: 1, size: 50, orderState: 2 })).records;
    let holder: { order: Detail; car: OrderCar } | null = null;
    for (const o of assigned) {
      const d = await api<Detail>(request, token, 'GET', '/crm-warehouse/carOrder/getCarOrderInfoById', { ahCarOrderId: o.id });
      const car = d.carList.find((c) => c.lockExpired && c.invoiceState === 0 && c.vin);
      if (car) {
        holder = { order: d, car };
        break;
      }
    }
    expect(holder, 'a demo order holding a car by a lock older than an hour').not.toBeNull();
    const { order: held, car: heldCar } = holder!;
    // the order that wants a car of that model, with its deposit taken
    const made = await api<{ id: string }>(request, token, 'POST', '/crm-warehouse/carOrder/addOrUpdateCarOrder', {
      orderType: 1,
      customerName: '孙女士',
      customerPhone: '13955558888',
      paymentMode: 1,
      depositAmount: 500000,
      carList: [{ carModelId: heldCar.carModelId, color: '矿石白', salePrice: 30000000 }],
    });
    const mine = await api<Detail>(request, token, 'GET', '/crm-warehouse/carOrder/getCarOrderInfoById', { ahCarOrderId: made.id });

    await signInDemo(page, 'manager');
    // 锁车 from the order's page by its keys, l then the car's number (it took 35 Tabs): focus starts on the first action
    await page.goto(`/orders/details?id=${mine.id}`);
    const orderPage = shown(page, 'order-detail');
    await expect(orderPage.getByRole('toolbar', { name: '操作' }).getByRole('button').first()).toBeFocused();
    await expect(orderPage.getByRole('button', { name: '锁车' })).toContainText('L 1');
    await shot(page, '00-order-keys');
    await page.keyboard.press('l');
    await page.keyboard.press('1');
    await expect(page).toHaveURL(new RegExp(`/orders/supplyCar\\?id=${mine.carList[0].id}`));
    const supply = shown(page, 'supply-car');
    await expect(supply).toContainText(mine.orderNo);
    const row = supply.locator('.order-pick-row', { hasText: heldCar.vin! });
    await expect(row).toHaveAttribute('data-expired', 'true');
    await expect(row.getByText('锁定已过期')).toBeVisible();
    await expect(row).toContainText(`订单 ${held.orderNo}`);
    if (held.salesName) await expect(row).toContainText(held.salesName);
    await expect(row.getByRole('button', { name: '接管' })).toBeVisible();
    await expect(supply.getByTestId('supply-car-count')).toContainText(/\d+ 辆锁定已过期，可接管/);
    // the free cars come first
    await expect(supply.locator('.order-pick-row').first()).not.toHaveAttribute('data-expired', 'true');
    await shot(page, '01-offered');

    // the toggle leaves them out, and brings them back
    await supply.getByRole('button', { name: '含锁定已过期' }).click();
    await expect(supply.getByRole('button', { name: '含锁定已过期' })).toHaveAttribute('aria-pressed', 'false');
    await expect(row).toHaveCount(0);
    await supply.getByRole('button', { name: '含锁定已过期' }).click();
    await expect(row).toHaveCount(1);

    // the mouse: 接管 asks first, saying whose the car is; 取消 leaves everything as it was
    await row.getByRole('button', { name: '接管' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('接管过期锁定');
    await expect(ask).toContainText(`${heldCar.vin} 由订单${held.orderNo}`);
    await expect(ask).toContainText(`本订单${mine.orderNo}`);
    await expect(ask.getByRole('button', { name: '接管并锁车' })).toBeFocused();
    await shot(page, '02-confirm');
    await ask.getByRole('button', { name: '取消' }).click();
    await expect(ask).toHaveCount(0);
    await expect(row).toHaveAttribute('data-expired', 'true');

    // the keyboard: the VIN narrows the list to the car, Enter asks, Escape cancels, Enter and Enter take it
    const vinField = page.getByTestId('supply-car-vin');
    await vinField.focus();
    await page.keyboard.type(heldCar.vin!.slice(-8));
    await expect(supply.locator('.order-pick-row')).toHaveCount(1);
    await expect(row).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(vinField).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask.getByRole('button', { name: '接管并锁车' })).toBeFocused();
    await page.keyboard.press('Enter');

    // the new order holds the car; the toast names the order it came from
    await expect(page).toHaveURL(new RegExp(`/orders/details\\?id=${mine.id}`));
    await expect(page.getByText(`锁车成功，已接管订单${held.orderNo}的过期锁定`)).toBeVisible();
    const detail = shown(page, 'order-detail');
    await expect(detail.getByTestId('order-state')).toHaveText('已配车');
    await expect(detail.getByTestId('order-car-vin-0')).toHaveText(heldCar.vin!);
    await shot(page, '03-taken-over');

    // the first order gave the car back, as an unlock would
    await page.goto(`/orders/details?id=${held.id}`);
    await expect(detail.getByTestId('order-state')).toHaveText('已下单');
    await expect(detail.getByTestId('order-car-vin-0')).toHaveText('--');
    await shot(page, '04-first-order');
  } finally {
    token = await demoToken(request, 'manager');
    await api(request, token, 'POST', '/crm-warehouse/ahWarehouseCar/saveLockSetting', setting);
  }
});
