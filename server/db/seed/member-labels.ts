/**
 * Demo member labels per open store: 消费价值 (points: 高 / 中 / 低) and 车辆数 (多车 / 单车 / 无车); owner
 * labels: 行驶里程 (高 / 中 / 低 mileage) and 保养活跃度 (by the last service). Their layers are in the
 * groups' condition vocabulary and their counts taken from the rows by the same engine the calls use;
 * the first of each enabled.
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahMemberLabel, ahOwnerLabel } from '../resource-tables/members';
import { countOf, MEMBER_GROUPS, OWNER_GROUPS, selection } from '../../modules/crm-member/member-group';
import type { AuthContext } from '../../http/auth';
import type { GroupCondition } from '../../../src/domain/resources/sales/member-group';

type SeedLabel = { labelName: string; status: number; remark: string; layers: Array<[string, GroupCondition[]]> };

const LABELS: SeedLabel[] = [
  {
    labelName: '消费价值',
    status: 1,
    remark: '按会员积分分层',
    layers: [
      ['高价值', [{ paramKey: 'integral', operator: 'gte', value: '3000' }]],
      ['中价值', [{ paramKey: 'integral', operator: 'between', value: '1000', value2: '2999' }]],
      ['低价值', [{ paramKey: 'integral', operator: 'lt', value: '1000' }]],
    ],
  },
  {
    labelName: '车辆数',
    status: 0,
    remark: '按名下车辆数分层',
    layers: [
      ['多车', [{ paramKey: 'carCount', operator: 'gte', value: '2' }]],
      ['单车', [{ paramKey: 'carCount', operator: 'eq', value: '1' }]],
      ['无车', [{ paramKey: 'carCount', operator: 'eq', value: '0' }]],
    ],
  },
];

const OWNER_LABELS: SeedLabel[] = [
  {
    labelName: '行驶里程',
    status: 1,
    remark: '按行驶里程分层',
    layers: [
      ['高里程', [{ paramKey: 'mileage', operator: 'gte', value: '60000' }]],
      ['中里程', [{ paramKey: 'mileage', operator: 'between', value: '20000', value2: '59999' }]],
      ['低里程', [{ paramKey: 'mileage', operator: 'lt', value: '20000' }]],
    ],
  },
  {
    labelName: '保养活跃度',
    status: 0,
    remark: '按最近保养日期分层',
    layers: [
      ['近半年保养', [{ paramKey: 'lastServiceDate', operator: 'gte', value: '__HALF_YEAR__' }]],
      ['半年未保养', [{ paramKey: 'lastServiceDate', operator: 'lt', value: '__HALF_YEAR__' }]],
    ],
  },
];

export async function seedMemberLabels(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const auth = { tenantId: ctx.tenantId } as AuthContext;
  const halfYear = new Date(now.getTime() - 182 * 86_400_000).toISOString().slice(0, 10);
  const kinds = [
    { labels: LABELS, groups: MEMBER_GROUPS, table: ahMemberLabel },
    { labels: OWNER_LABELS, groups: OWNER_GROUPS, table: ahOwnerLabel },
  ];
  for (const storeId of ctx.storeIds.slice(0, -1)) {
   for (const kind of kinds) {
    for (const l of kind.labels) {
      const layers = [];
      for (const [layerName, given] of l.layers) {
        const paramList = given.map((c) => (c.value === '__HALF_YEAR__' ? { ...c, value: halfYear } : c));
        const numberOfPeople = await countOf(tx, kind.groups, selection(kind.groups, auth, storeId, { groupType: 0, logic: 'and', paramList, groupId: null }, 'zh'));
        layers.push({ ahMemberLabelLayerId: newId(), layerName, logic: 'and', ahMemberGroupOrLabelParamDTOList: paramList, numberOfPeople });
      }
      await tx.insert(kind.table).values({
        id: newId(),
        tenantId: ctx.tenantId,
        storeId,
        labelName: l.labelName,
        labelStatus: l.status,
        memberLabelLayerDTOList: layers,
        layerNames: layers.map((x) => `${x.layerName}(${x.numberOfPeople})`).join('、'),
        memberCount: layers.reduce((n, x) => n + x.numberOfPeople, 0),
        countTime: now,
        remark: l.remark,
        createTime: now,
        updateTime: now,
      });
    }
   }
  }
}
