/**
 * Demo contracts (docs/contracts.md): a template for each contract type used in every store, approver
 * groups of two steps (店长 王建国, then 集团管理员) in the first two stores, car model quotas nearly
 * used up, add-on items and service fees, and in each of those stores a contract in every state of
 * the review machine with its history.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahCarOrderContract } from '../resource-tables/car-orders';
import { ahCarModel } from '../resource-tables/operations';
import { ahStateLog } from '../resource-tables/content';
import { ahAddProject, ahCarPermissionSetting, ahContractAdditionalTerms, ahContractReviewGroup, ahContractReviewGroupMember, ahContractTemplate, ahServiceCostSetting } from '../resource-tables/contracts';
import { CONTRACT_STATE, type ContractState } from '../../../src/machines/contract-review.machine';

const TEMPLATES: Array<[type: number, name: string, content: string, fields: Array<[string, string]>]> = [
  [
    1,
    '汽车订购协议（标准版）',
    '买受方{{客户}}（电话{{电话}}）向出卖方{{门店}}订购{{车型}}一台，车辆价格{{车价}}，精品及附加{{精品}}，合同金额{{总价}}。\n买受方于签订本协议时支付定金{{定金}}，余款{{尾款}}于交车前付清。出卖方应于约定日期前交付车辆；任何一方违约，应按定金条款承担责任。',
    [['客户', 'customerName'], ['电话', 'customerPhone'], ['门店', 'storeName'], ['车型', 'carModelName'], ['车价', 'carPrice'], ['精品', 'boutiqueAmount'], ['总价', 'totalAmount'], ['定金', 'depositAmount'], ['尾款', 'balanceAmount']],
  ],
  [
    2,
    '试驾协议',
    '试驾人{{客户}}（电话{{电话}}）于{{试驾时间}}在{{门店}}试驾{{车型}}。试驾人应持有效驾驶证，遵守交通法规并服从陪驾人员的安排；因违章或操作不当造成的损失由试驾人承担。',
    [['客户', 'customerName'], ['电话', 'customerPhone'], ['试驾时间', 'testDriveTime'], ['门店', 'storeName'], ['车型', 'carModelName']],
  ],
  [
    3,
    '汽车销售合同（草签）',
    '出卖方{{门店}}向买受方{{客户}}出售{{车型}}一台，车架号{{车架号}}。车辆价格{{车价}}，精品明细：{{精品明细}}，合同总价{{总价}}，已付定金{{定金}}，尾款{{尾款}}于交车时付清。本草签经双方签署后生效，正式合同以此为准。',
    [['门店', 'storeName'], ['客户', 'customerName'], ['车型', 'carModelName'], ['车架号', 'vin'], ['车价', 'carPrice'], ['精品明细', 'boutiques'], ['总价', 'totalAmount'], ['定金', 'depositAmount'], ['尾款', 'balanceAmount']],
  ],
];

const TERMS: Array<[type: number, title: string, content: string]> = [
  [2, '试驾安全补充条款', '试驾过程中车速不得超过限速；试驾路线以门店指定路线为准。'],
  [1, '定金退还补充条款', '因出卖方原因不能按期交车的，买受方可解除协议，出卖方双倍返还定金。'],
  [3, '交车验收补充条款', '买受方应于交车时当场验车，对外观、内饰及随车附件签字确认。'],
];

const CUSTOMERS: Array<[string, string]> = [
  ['钱文博', '13957112301'],
  ['孙雅琪', '13957112302'],
  ['周建明', '13957112303'],
  ['吴海燕', '13957112304'],
  ['郑伟', '13957112305'],
  ['冯丽', '13957112306'],
  ['陈晓东', '13957112307'],
  ['褚梦瑶', '13957112308'],
  ['卫志远', '13957112309'],
];

/** every state, in the order a contract reaches it, with the events that brought it there */
const PATHS: Array<[ContractState, string[]]> = [
  ['draft', []],
  ['inReview', ['SUBMIT']],
  ['inReview', ['SUBMIT', 'PASS']],
  ['returned', ['SUBMIT', 'RETURN']],
  ['approved', ['SUBMIT', 'PASS', 'PASS']],
  ['paperExamining', ['SUBMIT', 'PASS', 'PASS', 'UPLOAD_PAPER']],
  ['signed', ['SUBMIT', 'PASS', 'PASS', 'START_SIGN', 'SIGN']],
  ['finished', ['SUBMIT', 'PASS', 'PASS', 'START_SIGN', 'SIGN', 'TAG_FINISH']],
  ['revoked', ['SUBMIT', 'REVOKE']],
];

const NEXT: Record<string, ContractState> = { SUBMIT: 'inReview', PASS: 'inReview', RETURN: 'returned', UPLOAD_PAPER: 'paperExamining', START_SIGN: 'signing', SIGN: 'signed', TAG_FINISH: 'finished', REVOKE: 'revoked' };

export async function seedContracts(tx: Tx, ctx: SeedContext): Promise<void> {
  const t = ctx.tenantId;
  const now = new Date();
  const admin = ctx.userIds.get('admin')!;
  const manager = ctx.userIds.get('manager')!;
  const sales = ctx.userIds.get('sales')!;
  const names: Record<string, string> = { [admin]: '集团管理员', [manager]: '王建国', [sales]: '李晓梅' };

  for (const [type, name, content, fields] of TEMPLATES) {
    await tx.insert(ahContractTemplate).values({
      id: newId(), tenantId: t, templateName: name, dictContractType: type, ecType: 1, content,
      fieldJsonObject: fields.map(([n, binding]) => ({ name: n, binding })), isUse: 1, useAllStores: 1, createUser: admin, updateUser: admin, createTime: now, updateTime: now,
    });
  }
  const models = await tx.select({ id: ahCarModel.id, modelName: ahCarModel.modelName, seriesName: ahCarModel.seriesName }).from(ahCarModel).where(and(eq(ahCarModel.tenantId, t), eq(ahCarModel.isDeleted, 0))).limit(2);
  const start = new Date(now.getFullYear(), now.getMonth(), 1);
  const end = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const d = (x: Date) => `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;

  for (const [si, storeId] of ctx.storeIds.slice(0, 2).entries()) {
    for (const type of [1, 2, 3]) {
      const groupId = newId();
      await tx.insert(ahContractReviewGroup).values({ id: groupId, tenantId: t, storeId, groupName: `${['订购协议', '试驾协议', '销售草签'][type - 1]}审批组`, type, isEnable: 1, createUser: admin, updateUser: admin, createTime: now, updateTime: now });
      await tx.insert(ahContractReviewGroupMember).values([
        { id: newId(), tenantId: t, storeId, ahContractReviewGroupId: groupId, sort: 1, userId: manager, createUser: admin, updateUser: admin, createTime: now, updateTime: now },
        { id: newId(), tenantId: t, storeId, ahContractReviewGroupId: groupId, sort: 2, userId: admin, createUser: admin, updateUser: admin, createTime: now, updateTime: now },
      ]);
    }
    for (const [type, title, text] of TERMS) await tx.insert(ahContractAdditionalTerms).values({ id: newId(), tenantId: t, storeId, type, title, content: text, isEnable: 1, createUser: admin, updateUser: admin, createTime: now, updateTime: now });
    for (const [n, yuan] of [['贴膜（前挡+侧后挡）', 3800], ['行车记录仪', 1200], ['底盘装甲', 1500]] as const) {
      await tx.insert(ahAddProject).values({ id: newId(), tenantId: t, storeId, projectName: n, price: yuan * 100, isEnable: 1, createUser: admin, updateUser: admin, createTime: now, updateTime: now });
    }
    await tx.insert(ahServiceCostSetting).values({ id: newId(), tenantId: t, storeId, licenseServiceFee: 80000, financeServiceFee: 300000, insuranceServiceFee: 0, createUser: admin, updateUser: admin, createTime: now, updateTime: now });
    const quotaIds: string[] = [];
    for (const [mi, m] of models.entries()) {
      const id = newId();
      quotaIds.push(id);
      // nearly used up: one left of ten (the seeded contracts below hold some of them)
      await tx.insert(ahCarPermissionSetting).values({ id, tenantId: t, storeId, carModelId: m.id, carModelName: `${m.seriesName ?? ''} ${m.modelName ?? ''}`.trim(), periodStart: d(start), periodEnd: d(end), quota: 10 - mi, usedPermissions: 9 - mi, createUser: admin, updateUser: admin, createTime: now, updateTime: now });
    }

    for (const [i, [state, events]] of PATHS.entries()) {
      const id = newId();
      const [customer, phone] = CUSTOMERS[i];
      const model = models[i % Math.max(models.length, 1)];
      const type = [1, 3, 1, 3, 1, 3, 3, 1, 1][i];
      const inReview = state === 'inReview';
      const step = inReview ? events.filter((e) => e === 'PASS').length : 0;
      const approvers = [manager, admin];
      const price = 28800000 + i * 1200000;
      const created = new Date(now.getTime() - (PATHS.length - i) * 26 * 3600_000);
      await tx.insert(ahCarOrderContract).values({
        id, tenantId: t, storeId, contractNo: `HT2026${String(si + 1).padStart(2, '0')}${String(i + 1).padStart(4, '0')}`, contractType: type, state: CONTRACT_STATE[state],
        customerName: customer, customerPhone: phone, carModelId: model?.id ?? null, carModelName: model ? `${model.seriesName ?? ''} ${model.modelName ?? ''}`.trim() : null,
        carPrice: price, boutiqueAmount: 560000, depositAmount: 500000, totalAmount: price + 560000,
        content: { lines: [{ kind: 'car', name: model?.modelName ?? '整车', quantity: 1, price, amount: price }, { kind: 'boutique', name: '全车窗膜', quantity: 1, price: 560000, amount: 560000 }] },
        signState: ['signed', 'finished'].includes(state) ? 1 : 0, isPaper: state === 'paperExamining' ? 1 : 0, paperContractSignerState: state === 'paperExamining' ? 1 : 0,
        paperScanUrls: state === 'paperExamining' ? '/demo/contract-scan-1.jpg' : null,
        reviewStep: step, reviewSteps: events.length ? 2 : 0, approverIds: events.length ? approvers.join(',') : null, approverNames: events.length ? approvers.map((a) => names[a]).join(',') : null,
        currentApproverId: inReview ? approvers[step] : null, currentApproverName: inReview ? names[approvers[step]] : null,
        returnReason: state === 'returned' ? '客户身份证号与购车人不一致，请核对' : null,
        usedPermissions: events.length && state !== 'revoked' && model ? 1 : 0, carPermissionSettingId: events.length && state !== 'revoked' && model ? quotaIds[i % quotaIds.length] : null,
        faDaDaSerialNum: ['signed', 'finished'].includes(state) ? `LOCALHT2026${si}${i}` : null,
        submitTime: events.length ? created : null, signTime: ['signed', 'finished'].includes(state) ? now : null, finishTime: state === 'finished' ? now : null,
        blocName: i === 6 ? '杭州西子科技有限公司' : null,
        createUser: sales, updateUser: sales, createTime: created, updateTime: created,
      });
      let from: ContractState = 'draft';
      let passes = 0;
      for (const [k, e] of events.entries()) {
        const to: ContractState = e === 'PASS' ? (++passes === 2 ? 'approved' : 'inReview') : NEXT[e];
        const by = e === 'PASS' || e === 'RETURN' ? approvers[passes - (e === 'PASS' ? 1 : 0)] : sales;
        await tx.insert(ahStateLog).values({
          id: newId(), tenantId: t, resource: 'ahElectronicContract', recordId: id, action: e, field: 'state', fromValue: String(CONTRACT_STATE[from]), toValue: String(CONTRACT_STATE[to]),
          reason: e === 'RETURN' ? '客户身份证号与购车人不一致，请核对' : null, createUser: by, createUserName: names[by] ?? '', createTime: new Date(created.getTime() + (k + 1) * 3600_000),
        });
        from = to;
      }
    }
  }
  // the contracts the seeded orders made are drafts
  await tx.update(ahCarOrderContract).set({ state: 0, reviewStep: 0, reviewSteps: 0, usedPermissions: 0, isPaper: 0, paperContractSignerState: 0 }).where(and(eq(ahCarOrderContract.tenantId, t), isNull(ahCarOrderContract.state)));
}
