/**
 * Member groups (crm-member/ahMemberGroupController) and after-sales owner groups: a condition
 * group holds the members (owners) matching its paramList, evaluated by SQL at every read; an
 * Excel group holds the members (owners) of an imported list. The condition catalogue below is
 * shared by the server (which maps each key to SQL) and the edit page (which offers the keys).
 */
import * as v from 'valibot';
import { defineResource, f, type Label, type Option } from '../types';
import { MEMBER_LEVEL_OPTIONS } from './member';

export const GROUP_TYPE = { condition: 0, excel: 1 } as const;
export const GROUP_TYPE_OPTIONS: readonly Option[] = [
  { value: 0, zh: '条件分组', en: 'By conditions' },
  { value: 1, zh: 'Excel分组', en: 'From Excel' },
];

export type ParamType = 'string' | 'int' | 'date' | 'option';
export interface GroupParam {
  label: Label;
  type: ParamType;
  options?: readonly Option[];
}

/** Operators a condition may use, by parameter type. */
export const OPERATORS = {
  eq: { zh: '等于', en: 'equals' },
  ne: { zh: '不等于', en: 'not equal' },
  like: { zh: '包含', en: 'contains' },
  gt: { zh: '大于', en: 'greater than' },
  gte: { zh: '大于等于', en: 'at least' },
  lt: { zh: '小于', en: 'less than' },
  lte: { zh: '小于等于', en: 'at most' },
  between: { zh: '介于', en: 'between' },
  in: { zh: '属于', en: 'one of' },
  isNull: { zh: '为空', en: 'is empty' },
  notNull: { zh: '不为空', en: 'is not empty' },
} as const satisfies Record<string, Label>;
export type Operator = keyof typeof OPERATORS;

export const OPERATORS_BY_TYPE: Record<ParamType, readonly Operator[]> = {
  string: ['eq', 'ne', 'like', 'in', 'isNull', 'notNull'],
  int: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull', 'notNull'],
  date: ['eq', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull', 'notNull'],
  option: ['eq', 'ne', 'in'],
};

const SEX_OPTIONS: readonly Option[] = [
  { value: '1', zh: '男', en: 'Male' },
  { value: '2', zh: '女', en: 'Female' },
  { value: '3', zh: '未知', en: 'Unknown' },
];
const SOURCE_OPTIONS: readonly Option[] = [
  { value: '1', zh: '小程序', en: 'Mini-program' },
  { value: '2', zh: '门店录入', en: 'Store entry' },
  { value: '3', zh: '批量导入', en: 'Import' },
  { value: '4', zh: '企业微信', en: 'Enterprise chat' },
];
const YES_NO: readonly Option[] = [
  { value: 1, zh: '是', en: 'Yes' },
  { value: 0, zh: '否', en: 'No' },
];

/** Member conditions: member columns, and car columns meaning "has a car with ...". */
export const MEMBER_GROUP_PARAMS = {
  memberName: { label: { zh: '会员姓名', en: 'Name' }, type: 'string' },
  phone: { label: { zh: '手机号', en: 'Phone' }, type: 'string' },
  sex: { label: { zh: '性别', en: 'Sex' }, type: 'option', options: SEX_OPTIONS },
  age: { label: { zh: '年龄', en: 'Age' }, type: 'int' },
  birthMonth: { label: { zh: '生日月份', en: 'Birth month' }, type: 'int' },
  memberLevel: { label: { zh: '会员等级', en: 'Level' }, type: 'option', options: MEMBER_LEVEL_OPTIONS },
  integral: { label: { zh: '积分', en: 'Points' }, type: 'int' },
  source: { label: { zh: '会员来源', en: 'Source' }, type: 'option', options: SOURCE_OPTIONS },
  registerTime: { label: { zh: '注册时间', en: 'Registered' }, type: 'date' },
  carCount: { label: { zh: '车辆数', en: 'Cars' }, type: 'int' },
  hasCar: { label: { zh: '有车辆', en: 'Has a car' }, type: 'option', options: YES_NO },
  carBrand: { label: { zh: '车辆品牌', en: 'Car brand' }, type: 'string' },
  carSeries: { label: { zh: '车系', en: 'Car series' }, type: 'string' },
  buyDate: { label: { zh: '购车日期', en: 'Bought on' }, type: 'date' },
  mileage: { label: { zh: '行驶里程(km)', en: 'Mileage (km)' }, type: 'int' },
  insuranceDueDate: { label: { zh: '保险到期日', en: 'Insurance due' }, type: 'date' },
} as const satisfies Record<string, GroupParam>;

/** Owner conditions (after-sales owner groups). */
export const OWNER_GROUP_PARAMS = {
  ownerName: { label: { zh: '车主姓名', en: 'Owner' }, type: 'string' },
  phone: { label: { zh: '手机号', en: 'Phone' }, type: 'string' },
  vin: { label: { zh: '车架号', en: 'VIN' }, type: 'string' },
  licensePlate: { label: { zh: '车牌号', en: 'Plate' }, type: 'string' },
  carModel: { label: { zh: '车型', en: 'Car model' }, type: 'string' },
  lastServiceDate: { label: { zh: '最近保养日期', en: 'Last service' }, type: 'date' },
  mileage: { label: { zh: '行驶里程(km)', en: 'Mileage (km)' }, type: 'int' },
  buyDate: { label: { zh: '购车日期', en: 'Bought on' }, type: 'date' },
} as const satisfies Record<string, GroupParam>;

/**
 * One condition, or a nested block of conditions joined by `logic` (default and). `value` is a
 * single value; `in` takes a list (array or Chinese/ASCII comma text); `between` takes value and value2.
 */
export interface GroupCondition {
  paramKey?: string;
  operator?: Operator;
  value?: string | number | Array<string | number> | null;
  value2?: string | number | null;
  logic?: 'and' | 'or';
  paramList?: GroupCondition[];
}

/** Nesting depth and size limits of a paramList (ours: a form, not a query language). */
export const GROUP_LIMITS = { depth: 3, conditions: 50 } as const;

const scalar = v.union([v.string(), v.number()]);
const conditionSchema: v.GenericSchema<GroupCondition> = v.object({
  paramKey: v.optional(v.string()),
  operator: v.optional(v.picklist(Object.keys(OPERATORS) as Operator[], '条件运算符无效')),
  value: v.optional(v.nullable(v.union([scalar, v.array(scalar)]))),
  value2: v.optional(v.nullable(scalar)),
  logic: v.optional(v.picklist(['and', 'or'], '条件关系只能是 and 或 or')),
  paramList: v.optional(v.lazy(() => v.array(conditionSchema))),
});
export const paramListSchema = v.array(conditionSchema, '分组条件格式错误');

const groupFields = {
  groupName: f.string({ zh: '分组名称', en: 'Group name' }, { required: true, max: 50, list: 180, search: 'like' }),
  groupType: f.int({ zh: '分组类型', en: 'Type' }, { list: 100, search: 'eq', default: 0, options: GROUP_TYPE_OPTIONS }),
  logic: f.string({ zh: '条件关系', en: 'Conditions joined by' }, { max: 3, default: 'and', options: [{ value: 'and', zh: '且', en: 'and' }, { value: 'or', zh: '或', en: 'or' }] }),
  paramList: f.json({ zh: '分组条件', en: 'Conditions' }, { form: 'textarea' }),
  memberCount: f.int({ zh: '人数', en: 'Members' }, { list: 90, readonly: true, default: 0 }),
  countTime: f.datetime({ zh: '统计时间', en: 'Counted at' }, { list: 160, readonly: true }),
  remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, form: 'textarea' }),
};

export const memberGroupResource = defineResource({
  key: 'ahMemberGroup',
  service: 'crm-member',
  base: 'ahMemberGroupController',
  table: 'ah_member_group',
  title: { zh: '会员分组', en: 'Member groups' },
  menu: 'member-group',
  buttonPrefix: 'member_group',
  idField: 'ahMemberGroupId',
  paging: 'current',
  scope: 'store',
  fields: groupFields,
  ops: { page: 'pageList', detail: 'detailById', upsert: 'addOrUpdate', remove: 'delGroupById' },
});

export const ownerGroupResource = defineResource({
  key: 'ahOwnerGroup',
  service: 'crm-workorder',
  base: 'ahOwnerGroup',
  table: 'ah_owner_group',
  title: { zh: '车主分组', en: 'Owner groups' },
  menu: 'after-sales-owner-group',
  buttonPrefix: 'after_sales_owner_group',
  idField: 'ahOwnerGroupId',
  paging: 'current',
  scope: 'store',
  fields: { ...groupFields, memberCount: f.int({ zh: '车主数', en: 'Owners' }, { list: 90, readonly: true, default: 0 }) },
  ops: { page: 'pageList', detail: 'detailById', upsert: 'addOrUpdate', remove: 'delGroupById' },
});
