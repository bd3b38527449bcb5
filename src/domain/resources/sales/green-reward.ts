/**
 * Green-travel rewards (绿色出行奖励, crm-member ahGreenOpenEnvirDayReward and ahGreenAward, spec 2
 * "Green reward: carFrame, ubiNo"): one row per car and day with the insurer's UBI figures and the
 * reward points they earn. searchUbi (by VIN or UBI number) fetches a store car's days from the
 * insurer's provider and records those not yet recorded. The reward rule is ours (docs/members.md).
 */
import { defineResource, f, type Label, type Option } from '../types';

/** points for a day's eco score: 90 and above 10, 80 to 89 5, below nothing; a parked day earns nothing */
export const GREEN_REWARD_RULE = [
  { minScore: 90, points: 10 },
  { minScore: 80, points: 5 },
] as const;
export const greenRewardPoints = (ecoScore: number, mileage: number): number => (mileage > 0 ? (GREEN_REWARD_RULE.find((r) => ecoScore >= r.minScore)?.points ?? 0) : 0);
/** how many days back a search fetches */
export const GREEN_SEARCH_DAYS = 30;

export const GREEN_CREDIT_OPTIONS: readonly Option[] = [
  { value: 0, zh: '未入账', en: 'Not credited' },
  { value: 1, zh: '已入账', en: 'Credited' },
];
/** the ledger's reference of a car-day's reward: unique, so a day is credited once */
export const greenBizNo = (vin: string, day: string) => `GR-${vin}-${day.replace(/-/g, '')}`;

export const GREEN_MESSAGES = {
  searchWhat: { zh: '请输入车架号或UBI编号', en: 'Enter a VIN or a UBI number' },
  notStoreCar: { zh: '该车架号不是本店车辆', en: 'No car of this store has that VIN' },
  noAccount: { zh: '该车辆未开通UBI', en: 'The insurer has no UBI account for this car' },
  noUbiNo: { zh: '未找到该UBI编号的车辆', en: 'No car of this store has that UBI number' },
} as const satisfies Record<string, Label>;

export const greenRewardResource = defineResource({
  key: 'ahGreenOpenEnvirDayReward',
  service: 'crm-member',
  base: 'ahGreenOpenEnvirDayReward',
  table: 'ah_green_day_reward',
  title: { zh: '绿色出行奖励', en: 'Green rewards' },
  menu: 'green-reward',
  buttonPrefix: 'green_reward',
  labelField: 'carFrame',
  paging: 'current',
  scope: 'store',
  fields: {
    carFrame: f.string({ zh: '车架号', en: 'VIN' }, { max: 17, list: 180, search: 'eq', readonly: true }),
    ubiNo: f.string({ zh: 'UBI编号', en: 'UBI no.' }, { max: 20, list: 130, search: 'eq', readonly: true }),
    licensePlate: f.string({ zh: '车牌号', en: 'Plate' }, { max: 10, list: 100, search: 'like', readonly: true }),
    memberName: f.string({ zh: '会员姓名', en: 'Member' }, { max: 50, list: 90, readonly: true }),
    phone: f.string({ zh: '手机号', en: 'Phone' }, { max: 11, list: 120, search: 'like', readonly: true }),
    rewardDate: f.date({ zh: '日期', en: 'Day' }, { list: 110, search: 'range', sortable: true, readonly: true }),
    mileage: f.int({ zh: '行驶里程(km)', en: 'Distance (km)' }, { list: 100, sortable: true, readonly: true }),
    drivingMinutes: f.int({ zh: '驾驶时长(分钟)', en: 'Minutes' }, { list: 110, readonly: true }),
    harshBrakes: f.int({ zh: '急刹车', en: 'Harsh brakes' }, { list: 80, readonly: true }),
    rapidAccels: f.int({ zh: '急加速', en: 'Rapid accel.' }, { list: 80, readonly: true }),
    ecoScore: f.int({ zh: '环保驾驶分', en: 'Eco score' }, { list: 100, sortable: true, readonly: true }),
    rewardIntegral: f.int({ zh: '奖励积分', en: 'Reward points' }, { list: 90, sortable: true, readonly: true }),
    // the day's points credited to the member's boutique points (ledger row 9, bizNo GR-<VIN>-<day>), once
    credited: f.int({ zh: '入账状态', en: 'Credited' }, { list: 90, search: 'eq', readonly: true, options: GREEN_CREDIT_OPTIONS, default: 0 }),
    creditTime: f.datetime({ zh: '入账时间', en: 'Credited at' }, { list: 160, readonly: true }),
  },
  // greenAwardPage lists every car's days; greenAwardDetailsPage is the same list, asked for one car (carFrame)
  ops: { page: ['greenAwardPage', 'greenAwardDetailsPage'], export: 'export' },
  defaultSort: ['rewardDate', 'desc'],
});
