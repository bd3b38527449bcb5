/**
 * Member labels (会员标签, crm-member/ahMemberLabel, spec 2 "Labels and groups"): a label splits the
 * store's members into layers (高价值 / 中价值 / 低价值 ...), each layer defined by conditions in the
 * member groups' vocabulary (MEMBER_GROUP_PARAMS, the same operators and checks). Layers may not
 * overlap; numberOfPeople counts each layer from the live members. A label is switched on and off
 * by the listing machine (启用/停用); an enabled label is not edited or deleted. docs/members.md.
 */
import { LISTING_WORDS, listing } from '../../../machines/listing.machine';
import { defineResource, f, type Label, type Option } from '../types';

export const LABEL_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '停用', en: 'Disabled' },
  { value: 1, zh: '启用', en: 'Enabled' },
];

export const labelSwitch = listing({ field: 'labelStatus', on: 1, off: 0, noun: { zh: '标签', en: 'Label' }, nameField: 'labelName', lockWhileOn: true, words: LISTING_WORDS.enable });

export const LABEL_LIMITS = { layers: 10 } as const;

export const LABEL_MESSAGES = {
  layersRequired: { zh: '请添加标签分层', en: 'Please add at least one layer' },
  layerName: { zh: '分层名称不能为空', en: 'Layer name is required' },
  layerNameDup: { zh: '分层名称重复', en: 'Two layers have the same name' },
  tooManyLayers: { zh: `标签分层最多${LABEL_LIMITS.layers}个`, en: `At most ${LABEL_LIMITS.layers} layers` },
  noLabel: { zh: '标签不存在', en: 'No such label' },
  noLayer: { zh: '标签分层不存在', en: 'No such layer' },
} as const satisfies Record<string, Label>;

export const layersOverlap = (a: string, b: string, n: number): Label => ({ zh: `分层“${a}”与“${b}”的人群重叠（${n}人）`, en: `Layers “${a}” and “${b}” overlap (${n} members)` });

export const memberLabelResource = defineResource({
  key: 'ahMemberLabel',
  service: 'crm-member',
  base: 'ahMemberLabel',
  table: 'ah_member_label',
  title: { zh: '会员标签', en: 'Member labels' },
  menu: 'member-label',
  buttonPrefix: 'member_label',
  labelField: 'labelName',
  paging: 'current',
  scope: 'store',
  fields: {
    labelName: f.string({ zh: '标签名称', en: 'Label' }, { required: true, max: 30, list: 160, search: 'like', unique: true }),
    labelStatus: f.int({ zh: '状态', en: 'Status' }, { list: 80, search: 'eq', readonly: true, form: false, default: 0, options: LABEL_STATUS_OPTIONS }),
    // the layers with their conditions (memberLabelLayerDTOList, each with ahMemberGroupOrLabelParamDTOList), written by saveOrUpdate
    memberLabelLayerDTOList: f.json({ zh: '标签分层', en: 'Layers' }, { form: 'textarea' }),
    layerNames: f.string({ zh: '分层', en: 'Layers' }, { max: 400, list: 260, readonly: true }),
    memberCount: f.int({ zh: '覆盖人数', en: 'Members' }, { list: 90, readonly: true, default: 0 }),
    countTime: f.datetime({ zh: '统计时间', en: 'Counted at' }, { list: 160, readonly: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 160, form: 'textarea' }),
  },
  ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete' },
  editable: labelSwitch.editable,
  removable: labelSwitch.removable,
  // the menu's one button (member_label_status) grants both directions of the spec's status call
  actions: labelSwitch.actions({ prefix: 'member_label', path: 'status' }).map((a) => ({ ...a, permission: 'member_label_status' })),
  defaultSort: ['createTime', 'desc'],
});
