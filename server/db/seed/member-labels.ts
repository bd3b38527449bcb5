/**
 * Demo member labels per open store: 消费价值 (points: 高 / 中 / 低) and 车辆数 (多车 / 单车 / 无车), their
 * layers in the member groups' condition vocabulary and their counts taken from the members by the
 * same engine the calls use; the first enabled.
 */
import type { Tx } from '../index';
import { newId } from '../ids';
import type { SeedContext } from './context';
import { ahMemberLabel } from '../resource-tables/members';
import { countOf, MEMBER_GROUPS, selection } from '../../modules/crm-member/member-group';
import type { AuthContext } from '../../http/auth';
import type { GroupCondition } from '../../../src/domain/resources/sales/member-group';

const LABELS: Array<{ labelName: string; status: number; remark: string; layers: Array<[string, GroupCondition[]]> }> = [
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

export async function seedMemberLabels(tx: Tx, ctx: SeedContext, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const auth = { tenantId: ctx.tenantId } as AuthContext;
  for (const storeId of ctx.storeIds.slice(0, -1)) {
    for (const l of LABELS) {
      const layers = [];
      for (const [layerName, paramList] of l.layers) {
        const numberOfPeople = await countOf(tx, MEMBER_GROUPS, selection(MEMBER_GROUPS, auth, storeId, { groupType: 0, logic: 'and', paramList, groupId: null }, 'zh'));
        layers.push({ ahMemberLabelLayerId: newId(), layerName, logic: 'and', ahMemberGroupOrLabelParamDTOList: paramList, numberOfPeople });
      }
      await tx.insert(ahMemberLabel).values({
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
