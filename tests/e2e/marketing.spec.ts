/**
 * Marketing by keyboard: the manager opens 活动列表 from the palette, adds a paid activity on
 * /actmanager/edit (an end before the start first: refused under the field), publishes it (p), enrols a
 * customer at the counter (b), then in 活动订单 confirms the payment and writes the order off (w); the
 * activity's detail page shows the count written off and the enrolment. Then the lucky turntable's
 * detail page with its prizes and winners.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, palette, searchOne, signInDemo, discardForm } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/marketing';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });
const local = (ms: number) => {
  const d = new Date(Date.now() + ms + 8 * 3600_000);
  return d.toISOString().slice(0, 16);
};
const DAY = 86_400_000;
// the staff work in the stores' time zone: the opening hours are the store's
test.use({ timezoneId: 'Asia/Shanghai' });

test('an activity created, published, enrolled and its order written off', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `试驾会${Date.now() % 100000}`;
  await signInDemo(page, 'manager');
  await palette(page, '活动列表');
  await expect(page).toHaveURL(/\/actmanager\/list/);
  await expect(grid(page).getByText('新车试驾品鉴日')).toBeVisible();
  await expect(grid(page).getByRole('row').filter({ hasText: '车主周末自驾游' })).toContainText('5');
  await page.screenshot({ path: `${SHOTS}/activity-list.png` });

  // n: the add page; the name typed, the times filled, the fee; an end before the start is refused
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/actmanager\/edit/);
  const form = page.locator('[data-form="ahActivity"]');
  await expect(form.getByLabel('活动名称')).toBeFocused();
  await page.keyboard.type(name);
  await form.getByLabel('开始时间').fill(local(3 * DAY));
  await form.getByLabel('结束时间').fill(local(2 * DAY));
  await form.getByLabel('报名截止时间').fill(local(DAY));
  await form.getByLabel('报名费').fill('50');
  await form.getByLabel('报名费').press('Enter');
  await expect(form.getByText('活动结束时间必须晚于开始时间')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-edit-refused.png` });
  await form.getByLabel('结束时间').fill(local(3 * DAY + 3 * 3600_000));
  await form.getByLabel('结束时间').press('Enter');
  await expect(page).toHaveURL(/\/actmanager\/list/);

  // p publishes the focused activity, b enrols a customer
  await searchOne(page, name);
  const row = grid(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('未发布');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('p');
  await expect(row).toContainText('已发布');
  await page.keyboard.press('b');
  const enrol = page.getByRole('dialog', { name: /代客报名/ });
  await expect(enrol.getByLabel('姓名')).toBeFocused();
  await page.keyboard.type('林晓');
  await page.keyboard.press('Tab');
  await page.keyboard.type('13912345678');
  await page.screenshot({ path: `${SHOTS}/activity-enrol.png` });
  await page.keyboard.press('Enter');
  await expect(enrol).toBeHidden();
  await expect(row).toContainText('1');

  // 活动订单: the new order first, unpaid; 确认收款 then w writes it off
  await palette(page, '活动订单');
  await expect(page).toHaveURL(/\/actmanager\/order/);
  const order = grid(page).getByRole('row').filter({ hasText: name });
  await expect(order).toContainText('待支付');
  await expect(order).toContainText('林晓');
  await page.keyboard.press('j');
  await palette(page, '确认收款', '活动订单: 确认收款');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(order).toContainText('已支付');
  await page.keyboard.press('w');
  await expect(page.getByRole('alertdialog')).toContainText('确定核销该活动订单？');
  await page.keyboard.press('Enter');
  await expect(order).toContainText('已核销');
  await page.screenshot({ path: `${SHOTS}/activity-order-written-off.png` });
  // a second write-off is not offered
  await expect(order.getByRole('button', { name: '核销' })).toHaveCount(0);

  // the detail page: one written off, the enrolment in its list
  // the list kept its search: / and Ctrl+A replace it, Enter searches again
  await palette(page, '活动列表');
  await page.keyboard.press('/');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('row').filter({ hasText: name })).toContainText('1');
  await expect(page.getByText('共 1 条').filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/actmanager\/detail\?id=/);
  await expect(page.getByText('林晓').first()).toBeVisible();
  const detail = page.getByRole('region', { name: '活动列表详情' });
  await expect(detail.getByText('核销人数')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-detail.png`, fullPage: true });
});

test('the lucky turntable: prizes adding up to 100 %, draws and winners on its detail page', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page, 'manager');
  await palette(page, '幸运大转盘');
  await expect(page).toHaveURL(/\/marketing\/luckyTurntable/);
  await searchOne(page, '会员日幸运大转盘');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/marketing\/luckyTurntableDetail\?id=/);
  await expect(page.getByText('行车记录仪')).toBeVisible();
  await expect(page.getByText('抽奖与中奖记录')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/turntable-detail.png`, fullPage: true });

  await palette(page, '福利管理');
  await expect(page).toHaveURL(/\/welfareManager\/list/);
  await expect(grid(page).getByText('会员免费洗车')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/welfare-list.png` });
});

test('a test drive booked (a second booking of the car refused), started and finished', async ({ page }) => {
  test.setTimeout(120_000);
  const day = new Date(Date.now() + 3 * DAY + 8 * 3600_000).toISOString().slice(0, 10);
  const customer = `试驾客${Date.now() % 10000}`;
  await signInDemo(page, 'manager');
  await palette(page, '试驾列表');
  await expect(page).toHaveURL(/\/testDrive\/list/);

  // n: the booking form; the first car picked from its list
  const bookOnce = async (name: string, phone: string) => {
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('客户姓名')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(phone);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await dialog.getByLabel('预约开始').fill(`${day}T16:00`);
    await dialog.getByLabel('预约开始').press('Enter');
    return dialog;
  };
  const dialog = await bookOnce(customer, '13955556666');
  await expect(dialog).toBeHidden();
  const row = grid(page).getByRole('row').filter({ hasText: customer });
  await expect(row).toContainText('已预约');
  // the same car at the same time: refused, the form stays
  const again = await bookOnce('第二位客户', '13955557777');
  await expect(again.getByRole('alert')).toHaveText('该试驾车在此时段已被预约');
  await page.screenshot({ path: `${SHOTS}/test-drive-double-booked.png` });
  // Esc on the filled form asks first; Enter lets it go
  await discardForm(page);
  await expect(again).toHaveCount(0);

  // s starts it (licence checked), f finishes it with the end mileage
  await page.keyboard.press('/');
  await expect(page.getByPlaceholder('请输入客户姓名')).toBeFocused();
  await page.keyboard.type(customer);
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条').filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('s');
  const start = page.getByRole('dialog');
  await expect(start.getByText('驾驶证已核验')).toBeVisible();
  await chooseOption(page, '是');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(start.getByRole('button', { name: /保存|确定/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(start).toBeHidden();
  await expect(row).toContainText('试驾中');
  await page.keyboard.press('f');
  const finish = page.getByRole('dialog');
  await expect(finish.getByLabel('结束里程(km)')).toBeFocused();
  await page.keyboard.type('99999');
  await page.keyboard.press('Tab');
  await page.keyboard.type('动力充沛');
  await page.screenshot({ path: `${SHOTS}/test-drive-finish.png` });
  await finish.getByLabel('结束里程(km)').press('Enter');
  await expect(finish).toBeHidden();
  await expect(row).toContainText('已完成');
  await page.screenshot({ path: `${SHOTS}/test-drive-finished.png` });

  await palette(page, '试驾日志');
  await expect(grid(page).getByRole('row').filter({ hasText: customer }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/test-drive-log.png` });
  await palette(page, '试驾车辆');
  await expect(grid(page).getByText('325Li M运动套装').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/test-drive-cars.png` });
});
