/**
 * Every car-order page a store manager opens, each checked for what it shows, mostly by keyboard
 * (the palette runs the pages' commands): the order form and its booking-agreement preview, an
 * order's edit page (and the notice of one no longer editable), an invoiced order's detail with
 * its settlement list, its invoices and the invoice form (a refused rule, then cancel), the
 * allocation page, the orders waiting for a stock car (by id and found by VIN), the invoice import
 * page and both statistics pages. Nothing is locked or saved here: the locking journey is
 * car-orders.spec.ts. Screenshots go to /tmp/shots-order-screens/ (or E2E_SHOTS).
 */
import { demoToken, palette, signInDemo, apiGet as api } from './demo-accounts';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-order-screens';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
/** the page of the open tab (the shell keeps other tabs' pages mounted but hidden) */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

interface Order {
  id: string;
  orderNo: string;
  orderState: number;
  customerName: string;
}
interface Detail extends Order {
  carList: Array<{ id: string; vin: string | null; modelName: string; invoice: { invoiceNo: string } | null }>;
}

test('each car-order page shows its order, cars, invoices, waiting orders and figures', async ({ page, request }) => {
  test.setTimeout(300_000);
  // ids for the pages, read before the browser signs in (a sign-in ends older sessions)
  const token = await demoToken(request, 'manager');
  const orders = (await api<{ records: Order[] }>(request, token, '/crm-warehouse/carOrder/getOrderPageList', { current: 1, size: 100 })).records;
  const first = (state: number) => orders.find((o) => o.orderState === state)!;
  const invoiced = await api<Detail>(request, token, '/crm-warehouse/carOrder/getCarOrderInfoById', { ahCarOrderId: first(3).id });
  const ordered = await api<Detail>(request, token, '/crm-warehouse/carOrder/getCarOrderInfoById', { ahCarOrderId: first(1).id });
  const delivered = first(4);
  const inStock = (await api<{ records: Array<{ id: string; vin: string }> }>(request, token, '/crm-warehouse/ahWarehouseCar/getPage', { current: 1, size: 100, state: 3 })).records;
  let waitingFor: { car: { id: string; vin: string }; orderNo: string } | null = null;
  for (const car of inStock) {
    const waiting = await api<{ records: Array<{ orderNo: string }> }>(request, token, '/crm-warehouse/carOrder/getOrderCarList', { ahWarehouseCarId: car.id, current: 1, size: 5 });
    if (waiting.records.length > 0) {
      waitingFor = { car, orderNo: waiting.records[0].orderNo };
      break;
    }
  }
  expect(waitingFor).not.toBeNull();
  const series = await api<Array<{ seriesName: string }>>(request, token, '/crm-warehouse/orderStatistics/listContractCarSeries');
  const summary = await api<{ months: Array<{ month: string; orderCount: number; deliveredCount: number }> }>(request, token, '/crm-warehouse/orderStatistics/getCarOrderSummary');
  expect(series.length).toBeGreaterThan(1);

  await signInDemo(page, 'manager');

  // the order list opens an order with Enter
  await palette(page, '订单列表');
  await expect(page.getByTestId('order-cards')).toContainText('已开票');
  // the status cards answer before the rows: ArrowDown once a row is there, Enter once it has the cursor
  await expect(page.getByRole('grid').locator('.rl-row').first()).toBeVisible();
  await page.getByRole('grid').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('grid').locator('.rl-row[data-focused]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/details\?id=\d+/);
  await expect(shown(page, 'order-state')).toBeVisible();

  // a new order: the tenant's labour rate, the first field focused, the booking agreement previewed unsaved
  await page.goto('/orders/add');
  const form = shown(page, 'order-form');
  await expect(form.getByLabel('客户姓名')).toBeFocused();
  await expect(form.getByTestId('order-form-hourly-rate')).toHaveText('安装工时单价 120.00 元/小时');
  await expect(form.getByLabel('销售顾问')).toContainText('（我）');
  await page.keyboard.type('钱女士');
  await page.keyboard.press('Tab');
  await page.keyboard.type('13955557777');
  await form.getByLabel('车型 1').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('成交价 1')).not.toHaveValue('');
  // a boutique by command, with fitting hours priced at the rate
  await form.getByLabel('外观颜色 1').focus();
  await palette(page, '添加精品：第1辆车');
  await form.getByLabel('精品名称 第1辆车第1项精品').fill('全车窗膜');
  await form.getByLabel('单价 第1辆车第1项精品').fill('6800');
  await form.getByLabel('安装工时 第1辆车第1项精品').fill('2.5');
  await expect(form.getByTestId('order-form-boutique-0-0')).toContainText('300.00');
  await expect(form.getByTestId('order-form-totals')).toContainText('安装工时 2.5 小时');
  // an additional item by command: Enter with its name empty is refused at that field; the type by keyboard
  await palette(page, '添加附加项目');
  await expect(form.getByTestId('order-form-item-0')).toBeVisible();
  await form.getByLabel('金额 第1个附加项目').fill('500');
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('order-form-error')).toContainText('第1个附加项目：');
  await expect(form.getByLabel('项目名称 第1个附加项目')).toBeFocused();
  await page.keyboard.type('上牌');
  await form.getByLabel('项目类型 第1个附加项目').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // the open list highlights the current type first; the arrow then moves from it
  await expect(page.locator('[role="option"][data-highlighted]')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: '上牌服务' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('项目类型 第1个附加项目')).toHaveText('上牌服务');
  await expect(form.getByTestId('order-form-totals')).toContainText('附加项目 500.00');
  await palette(page, '预览订购协议');
  const preview = page.getByTestId('order-preview');
  await expect(preview).toContainText('汽车订购协议');
  await expect(preview).toContainText('钱女士');
  await expect(preview).toContainText('全车窗膜');
  await expect(preview).toContainText('上牌');
  await shot(page, '01-add-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await shot(page, '02-add');

  // an open order's edit page starts from the stored order; a delivered one says it cannot be edited
  await page.goto(`/orders/edit?id=${ordered.id}`);
  await expect(form.getByLabel('客户姓名')).toHaveValue(ordered.customerName);
  await expect(page.getByRole('heading', { name: `编辑订单 ${ordered.orderNo}` })).toBeVisible();
  await expect(form.getByRole('button', { name: '保存订单' })).toBeVisible();
  await shot(page, '03-edit');
  await page.goto(`/orders/edit?id=${delivered.id}`);
  await expect(page.getByTestId('order-form-locked')).toContainText('已交车');
  await expect(page.getByRole('button', { name: '查看订单' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/details\\?id=${delivered.id}`));

  // an invoiced order: its facts, its contract, its settlement list
  await page.goto(`/orders/details?id=${invoiced.id}`);
  const detail = shown(page, 'order-detail');
  await expect(detail.getByTestId('order-state')).toHaveText('已开票');
  await expect(detail).toContainText(invoiced.customerName);
  await expect(detail.getByTestId('order-car-vin-0')).toHaveText(invoiced.carList[0].vin!);
  await expect(detail.getByTestId('order-contract').first()).toContainText('订购协议');
  await palette(page, '预览结算清单');
  await expect(preview).toContainText(`结算清单 ${invoiced.orderNo}`);
  await expect(preview).toContainText('尾款');
  await page.keyboard.press('Escape');
  // the palette opens again only once the preview has closed
  await expect(preview).toHaveCount(0);
  await shot(page, '04-details');

  // its invoices, then the invoice form: a refused rule in the declaration's words, then cancel
  await palette(page, '查看发票信息');
  await expect(page).toHaveURL(/\/orders\/ticketInfo\?id=\d+/);
  const tickets = shown(page, 'ticket-info');
  await expect(tickets).toContainText(invoiced.carList[0].invoice!.invoiceNo);
  await expect(tickets.getByTestId('ticket-car-0')).toContainText('已开票');
  await shot(page, '05-ticket-info');
  await palette(page, '录入发票信息');
  await expect(page).toHaveURL(/\/orders\/fixTicketInfo\?id=\d+/);
  await expect(tickets.getByLabel('发票代码 1')).toBeFocused();
  await tickets.getByLabel('发票号码 1').fill('');
  await page.keyboard.press('Enter');
  await expect(tickets.getByTestId('ticket-info-error')).toHaveText(`${invoiced.carList[0].vin}：发票号码不能为空`);
  await expect(tickets.getByLabel('发票号码 1')).toBeFocused();
  await shot(page, '06-fix-ticket-info');
  await tickets.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/orders\/ticketInfo\?id=\d+/);
  await expect(tickets).toContainText(invoiced.carList[0].invoice!.invoiceNo);

  // the allocation page of an open order car: cars of the model with their days in stock (nothing locked)
  await page.goto(`/orders/supplyCar?id=${ordered.carList[0].id}`);
  const supply = shown(page, 'supply-car');
  await expect(supply).toContainText(ordered.orderNo);
  await expect(supply).toContainText('库龄（天）');
  await expect(page.getByTestId('supply-car-vin')).toBeFocused();
  await shot(page, '07-supply-car');
  await palette(page, '返回订单');
  await expect(page).toHaveURL(new RegExp(`/orders/details\\?id=${ordered.id}`));

  // the orders waiting for a stock car, by id and found by VIN
  await page.goto(`/orders/needCar?id=${waitingFor!.car.id}`);
  const need = shown(page, 'need-car');
  await expect(need.getByTestId('need-car-stock')).toContainText(waitingFor!.car.vin);
  await expect(need.getByTestId('need-car-list')).toContainText(waitingFor!.orderNo);
  await expect(need.getByTestId('need-car-list')).toBeFocused();
  await expect(need.locator('.order-pick-row').first()).toHaveAttribute('data-selected', 'true');
  await shot(page, '08-need-car');
  await page.goto('/orders/needCar');
  const chooser = shown(page, 'need-car-chooser');
  await expect(chooser.getByLabel('车架号')).toBeFocused();
  await page.keyboard.type(waitingFor!.car.vin.slice(-8));
  await page.keyboard.press('Enter');
  await expect(chooser).toContainText(waitingFor!.car.vin);
  await page.keyboard.press('Enter');
  await expect(need.getByTestId('need-car-stock')).toContainText(waitingFor!.car.vin);

  // the invoice import page: the import panel pinned to invoices
  await page.goto('/orders/invoiceInfoImport');
  await expect(page.getByRole('button', { name: /下载模板/ })).toBeVisible();
  await expect(page.getByText('发票信息导入').first()).toBeVisible();
  await shot(page, '09-invoice-import');

  // order statistics: the best seller's models open; another series by command
  await palette(page, '订单统计');
  const stats = shown(page, 'order-statistics');
  await expect(stats.getByTestId('order-statistics-series')).toContainText('车系');
  await expect(stats.getByTestId('order-statistics-models')).toContainText(`车型成交 · ${series[0].seriesName}`);
  await palette(page, `车型成交：${series[1].seriesName}`);
  await expect(stats.getByTestId('order-statistics-models')).toContainText(`车型成交 · ${series[1].seriesName}`);
  // the month chart, its numbers beside it as text (a canvas is not read out)
  await expect(stats.getByRole('img', { name: '月度订单与交车' })).toBeVisible();
  const monthNumbers = stats.getByRole('list', { name: '月度订单与交车' }).getByRole('listitem');
  await expect(monthNumbers).toHaveCount(summary.months.length);
  const last = summary.months[summary.months.length - 1];
  await expect(monthNumbers.last()).toHaveText(`${last.month.slice(2)} 订单 ${last.orderCount} · 交车 ${last.deliveredCount}`);
  await shot(page, '10-order-statistics');

  // delivery statistics by month
  await palette(page, '交车统计');
  const deliveries = shown(page, 'delivery-statistics');
  await expect(deliveries.getByTestId('delivery-statistics-total')).toContainText('近12个月交车');
  await palette(page, '按月份统计交车');
  await expect(deliveries.getByRole('columnheader', { name: '月份' })).toBeVisible();
  await expect(deliveries.getByRole('img', { name: '交车台数' })).toBeVisible();
  await shot(page, '11-delivery-statistics');
});
