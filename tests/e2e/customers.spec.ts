/**
 * Targets, results, the clue reports and the customer and invitation detail pages, opened from the
 * palette by keyboard as a store manager; each screen is photographed to /tmp/shots-customers.
 */
import { demoToken, palette, signInDemo, apiGet as api } from './demo-accounts';
import { expect, test } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-customers';

test('a store manager reads targets, results and reports as charts, and opens a customer and an invitation', async ({ page, request }) => {
  test.setTimeout(150_000);
  // ids for the detail pages, read before the browser signs in (a sign-in ends older sessions)
  const token = await demoToken(request, 'manager');
  const customers = await api<{ records: { id: string; customerName: string }[] }>(request, token, '/crm-dcc/ahCustomer/page', { size: 1, dealState: 1 });
  const invites = await api<{ records: { id: string; taskName: string }[] }>(request, token, '/crm-dcc/ahInviteConfig/getPage', { executeStatus: 2 });
  const customer = customers.records[0];
  const invite = invites.records[0];

  await signInDemo(page, 'manager');

  // targets: the salesmen's months, edited in place by keyboard
  await palette(page, '销售目标');
  const targets = page.getByTestId('target-screen');
  await expect(targets.getByRole('img', { name: '门店月度目标合计' })).toBeVisible();
  const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
  const cell = targets.getByLabel(`李晓梅 ${month}`);
  await cell.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('-3');
  await expect(targets.getByRole('button', { name: '请输入非负整数' })).toBeDisabled();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('250');
  const save = targets.getByRole('row', { name: /李晓梅/ }).getByRole('button', { name: '保存' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/target.png`, fullPage: true });

  // results: target against the follow-ups really logged this month
  await palette(page, '目标达成');
  const results = page.getByTestId('target-result-screen');
  await expect(results.getByRole('img', { name: '目标与完成' })).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: '李晓梅' })).toContainText('250');
  await page.screenshot({ path: `${SHOTS}/target-result.png`, fullPage: true });

  await palette(page, '跟进人员统计');
  const traceUsers = page.getByTestId('report-trace-user');
  await expect(traceUsers.getByRole('img', { name: '跟进次数' })).toBeVisible();
  await expect(traceUsers.getByRole('row').filter({ hasText: '李晓梅' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-trace-user.png`, fullPage: true });
  // all my stores: the stores' other salesmen appear
  const rowsBefore = await traceUsers.getByRole('row').count();
  await traceUsers.getByRole('radio', { name: '我的全部门店' }).click();
  await expect.poll(() => traceUsers.getByRole('row').count()).toBeGreaterThan(rowsBefore);

  await palette(page, '人员渠道分析');
  const analysis = page.getByTestId('report-channel-analysis');
  await expect(analysis.getByRole('img', { name: '人员渠道线索数' })).toBeVisible();
  // the heat map's numbers beside it: a person's best channel in the table is on their line
  const firstRow = analysis.getByRole('row').nth(1);
  const person = (await firstRow.getByRole('rowheader').textContent()) ?? '';
  const bestChannel = ((await firstRow.getByRole('cell').last().textContent()) ?? '').split('，')[0];
  expect(bestChannel).toMatch(/ \d+$/);
  await expect(analysis.getByRole('list', { name: '人员渠道线索数' }).getByRole('listitem').filter({ hasText: person })).toContainText(bestChannel);
  await page.screenshot({ path: `${SHOTS}/report-channel-analysis.png`, fullPage: true });

  await palette(page, '渠道统计');
  const channels = page.getByTestId('report-channel');
  await expect(channels.getByRole('img', { name: '各渠道线索数' })).toBeVisible();
  await expect(channels.getByRole('row').filter({ hasText: '汽车之家' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-channel.png`, fullPage: true });

  await page.goto(`/clue/cusmanagers/detail?id=${customer.id}`);
  const detail = page.getByTestId('customer-detail');
  await expect(detail.getByRole('heading', { name: customer.customerName })).toBeVisible();
  await expect(detail.getByText('已下订')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/customer-detail.png`, fullPage: true });

  await page.goto(`/clientInvitation/invitationDetail?id=${invite.id}`);
  const inv = page.getByTestId('invitation-detail');
  await expect(inv.getByRole('heading', { name: invite.taskName })).toBeVisible();
  // the arrival rate: a progress bar, its number beside it
  const came = /到店 (\d+)\/(\d+)（([\d.]+)%）/.exec((await inv.getByText(/^到店 \d+\/\d+/).textContent()) ?? '');
  expect(came).not.toBeNull();
  await expect(inv.getByRole('progressbar', { name: '到店率' })).toHaveAttribute('aria-valuenow', String(Number(came![3])));
  await page.screenshot({ path: `${SHOTS}/invitation-detail.png`, fullPage: true });
});
