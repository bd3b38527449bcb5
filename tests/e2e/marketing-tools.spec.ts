/**
 * The marketing tools by keyboard: a referral added at the counter becomes a clue (its detail page
 * shows the 老带新 channel and the clue) and is refused its reward until the customer buys; a bought
 * referral's reward is granted once (g); a piece of the website is written, published (p) and taken
 * off (u); a salesperson's card shows its QR (q), and a member's view of its link is counted; an
 * official account is bound to a store (b); the invitation list opens its options (Shift+O).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, fillInTurn, palette, placeOrder, searchOne, signInDemo, storeToken } from './demo-accounts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/marketing-tools';
const grid = (page: Page) => page.getByRole('grid').filter({ visible: true });

test('referrals become clues and are rewarded once; website content published and taken off', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = String(Date.now() % 10000).padStart(4, '0');
  const referred = `介绍客户${tag}`;
  const referredPhone = `1395716${tag}`;
  await signInDemo(page, 'manager');

  // 老带新: n, the referral in turn, Ctrl+Enter
  await palette(page, '老带新');
  await expect(page).toHaveURL(/\/marketing\/oldCustomerReferral/);
  await expect(grid(page).getByText('钱建国')).toBeVisible();
  await page.keyboard.press('n');
  const form = page.getByRole('dialog');
  await expect(form.getByPlaceholder('请输入推荐人', { exact: true })).toBeFocused();
  await fillInTurn(page, [`老车主${tag}`, '13957166666', referred, referredPhone, '3系']);
  await page.keyboard.press('Control+Enter');
  await expect(form).toBeHidden();
  const row = grid(page).getByRole('row').filter({ hasText: referred });
  await expect(row).toContainText('老带新');
  await expect(row).toContainText('未发放');
  await page.screenshot({ path: `${SHOTS}/01-referral-added.png` });

  // not bought yet: g is refused in the server's words (/ searches by the referrer)
  await searchOne(page, `老车主${tag}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('g');
  await expect(page.getByRole('alertdialog')).toContainText('确定向推荐人发放奖励？');
  await page.keyboard.press('Enter');
  await expect(page.getByText('被推荐客户尚未购车，不能发放奖励').first()).toBeVisible();
  await expect(row).toContainText('未发放');

  // its detail page: the clue and its channel
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/marketing\/oldCustomerReferral\/detail\?id=/);
  await expect(page.getByText('线索与成交')).toBeVisible();
  await expect(page.getByText(referred).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/02-referral-detail.png`, fullPage: true });

  // the referred customer buys (an order placed at the warehouse clerk's desk, through the API as the
  // order page does); back on the list, which kept its search, g grants the reward once
  await placeOrder(request, await storeToken(request, 'warehouse'), { name: referred, phone: referredPhone });
  await palette(page, '老带新');
  await searchOne(page, `老车主${tag}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('g');
  await expect(page.getByRole('alertdialog')).toContainText('确定向推荐人发放奖励？');
  await page.keyboard.press('Enter');
  await expect(row).toContainText('已发放');
  await expect(row).toContainText('已成交');
  await expect(row.getByRole('button', { name: '发放奖励' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/03-reward-granted.png` });

  // 官网内容: n opens the edit page; saved as a draft, published with p, taken off with u
  const title = `官网新闻${tag}`;
  await palette(page, '官网内容');
  await expect(page).toHaveURL(/\/contentConfig\/list/);
  await expect(grid(page).getByText('关于安华汽车')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/contentConfig\/edit/);
  await expect(page.locator('input[id$="-f-title"]')).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Control+Enter');
  await palette(page, '官网内容');
  await searchOne(page, title);
  const piece = grid(page).getByRole('row').filter({ hasText: title });
  await expect(piece).toContainText('草稿');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('p');
  await expect(page.getByRole('alertdialog')).toContainText('确定发布到官网？');
  await page.keyboard.press('Enter');
  await expect(piece).toContainText('已发布');
  // published: no edit, no second publish; u takes it off
  await expect(piece.getByRole('button', { name: '发布' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/04-content-published.png` });
  await page.keyboard.press('u');
  await expect(page.getByRole('alertdialog')).toContainText('确定从官网下线？');
  await page.keyboard.press('Enter');
  await expect(piece).toContainText('已下线');
});

test('a card shown with its QR and its views counted; an account bound to a store; the invitation options', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInDemo(page, 'manager');

  await palette(page, '智能名片');
  await expect(page).toHaveURL(/\/marketing\/vcard/);
  await expect(grid(page).getByText('销售经理')).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('q');
  const dialog = page.getByTestId('vcard-dialog');
  const picture = dialog.getByRole('img', { name: /名片二维码$/ });
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const link = (await picture.getAttribute('data-qr-text'))!;
  expect(link).toMatch(/\/api\/crm-anhua\/ahVcard\/view\?tenantId=000001&code=[A-Z2-9]{12}$/);
  const before = Number((await dialog.textContent())!.match(/浏览次数 (\d+)/)![1]);
  await page.screenshot({ path: `${SHOTS}/05-vcard.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-radix-focus-guard]')).toHaveCount(0);
  // a member opens the card (no session): counted
  const seen = await (await request.get(link)).json();
  expect(seen.code).toBe(200);
  expect(seen.data.viewCount).toBe(before + 1);
  // r reloads (the most viewed first): Home is that card again
  await page.keyboard.press('r');
  await expect(grid(page).getByRole('row').filter({ hasText: '销售经理' }).locator('[data-col="viewCount"]')).toHaveText(String(before + 1));
  await page.keyboard.press('Home');
  await page.keyboard.press('q');
  await expect(dialog).toContainText(`浏览次数 ${before + 1}`);
  await page.keyboard.press('Escape');

  // 公众号管理: the club account bound to a store (b, the store by arrows, Ctrl+Enter)
  await palette(page, '公众号管理');
  await expect(page).toHaveURL(/\/marketing\/wechatAccount/);
  const account = grid(page).getByRole('row').filter({ hasText: '安华车主俱乐部' });
  await expect(account).toBeVisible();
  await expect(grid(page).getByRole('row').filter({ hasText: '安华汽车服务号' })).toContainText('安华宝马杭州西湖店');
  await searchOne(page, '安华车主俱乐部');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.keyboard.press('b');
  const bind = page.getByRole('dialog');
  await expect(bind).toBeVisible();
  // the store picker fills from the tenant's stores (getStoreList) once they are loaded
  const picker = bind.getByRole('combobox');
  await expect(picker).toBeEnabled();
  await picker.focus();
  await chooseOption(page, '安华奥迪宁波鄞州店');
  await page.screenshot({ path: `${SHOTS}/06-bind-store.png` });
  await page.keyboard.press('Control+Enter');
  await expect(bind).toBeHidden();
  await expect(account).toContainText('安华奥迪宁波鄞州店');

  // 邀约任务 › 邀约选项 (Shift+O)
  await palette(page, '邀约任务');
  // the list's own keys answer once it is on screen (a key pressed while the palette's route loads is lost)
  await expect(page).toHaveURL(/\/clientInvitation\/list/);
  await expect(page.getByText(/共 \d+ 条/).filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Shift+O');
  await expect(page).toHaveURL(/\/clientInvitation\/taskOption/);
  await expect(grid(page).getByText('周末试驾体验')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/07-invite-options.png` });
});
