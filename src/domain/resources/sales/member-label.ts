/**
 * Member labels (会员标签, crm-member/ahMemberLabel, spec 2 "Labels and groups") and owner labels (车主标签,
 * crm-workorder/ahOwnerLabel, the same engine over after-sales owners): a label splits the store's
 * members (owners) into layers (高价值 / 中价值 / 低价值 ...), each layer defined by conditions in the
 * groups' vocabulary (MEMBER_GROUP_PARAMS / OWNER_GROUP_PARAMS, the same operators and checks). Layers
 * may not overlap; numberOfPeople counts each layer from the live rows. A label is switched on and off
 * by the listing machine (启用/停用); an enabled label is not edited or deleted. docs/members.md.
 */
import { LISTING_WORDS, listing } from '../../../machines/listing.machine';
import { defineResource, f, type FieldDecl, type Label, type Option, type ResourceDecl } from '../types';
import { memberResource } from './member';
import { ownerResource } from './owner';

export const LABEL_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, zh: '停用', en: 'Disabled' },
  { value: 1, zh: '启用', en: 'Enabled' },
];

export const labelSwitch = listing({ field: 'labelStatus', on: 1, off: 0, noun: { zh: '标签', en: 'Label' }, nameField: 'labelName', lockWhileOn: true, words: LISTING_WORDS.enable });

export const LABEL_LIMITS = { layers: 10, layerName: 20 } as const;

export const LABEL_MESSAGES = {
  layersRequired: { zh: '请添加标签分层', en: 'Please add at least one layer' },
  layerName: { zh: '分层名称不能为空', en: 'Layer name is required' },
  layerNameLong: { zh: `分层名称长度不能超过${LABEL_LIMITS.layerName}个字符`, en: `Layer name: at most ${LABEL_LIMITS.layerName} characters` },
  layerNameDup: { zh: '分层名称重复', en: 'Two layers have the same name' },
  tooManyLayers: { zh: `标签分层最多${LABEL_LIMITS.layers}个`, en: `At most ${LABEL_LIMITS.layers} layers` },
  conditionsRequired: { zh: '请添加分组条件', en: 'Please add at least one condition' },
  noLabel: { zh: '标签不存在', en: 'No such label' },
  noLayer: { zh: '标签分层不存在', en: 'No such layer' },
  layerIdRequired: { zh: '请选择标签分层', en: 'Choose a layer' },
} as const satisfies Record<string, Label>;

export const layersOverlap = (a: string, b: string, n: number): Label => ({ zh: `分层“${a}”与“${b}”的人群重叠（${n}人）`, en: `Layers “${a}” and “${b}” overlap (${n} members)` });

interface LabelKindDecl {
  key: string;
  service: string;
  base: string;
  table: string;
  title: Label;
  menu: string;
  buttonPrefix: string;
  pages: { add: string; edit: string; view: string };
}

function labelDecl<K extends string>(k: LabelKindDecl & { key: K }) {
  return defineResource({
    ...k,
    labelField: 'labelName',
    paging: 'current',
    scope: 'store',
    fields: {
      labelName: f.string({ zh: '标签名称', en: 'Label' }, { required: true, max: 30, list: 160, search: 'like', unique: true }),
      labelStatus: f.int({ zh: '状态', en: 'Status' }, { list: 80, search: 'eq', readonly: true, form: false, default: 0, options: LABEL_STATUS_OPTIONS }),
      // the layers with their conditions (memberLabelLayerDTOList, each with ahMemberGroupOrLabelParamDTOList),
      // written by saveOrUpdate from the layer editor (the add and edit pages)
      memberLabelLayerDTOList: f.json({ zh: '标签分层', en: 'Layers' }, { form: 'textarea' }),
      layerNames: f.string({ zh: '分层', en: 'Layers' }, { max: 400, list: 260, readonly: true }),
      memberCount: f.int({ zh: '覆盖人数', en: 'Members' }, { list: 90, readonly: true, default: 0 }),
      countTime: f.datetime({ zh: '统计时间', en: 'Counted at' }, { list: 160, readonly: true }),
      remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 160, form: 'textarea' }),
    },
    ops: { page: 'page', detail: 'detail', upsert: 'saveOrUpdate', remove: 'delete' },
    editable: labelSwitch.editable,
    removable: labelSwitch.removable,
    // the menu's one button (<prefix>_status) grants both directions of the spec's status call
    actions: labelSwitch.actions({ prefix: k.buttonPrefix, path: 'status' }).map((a) => ({ ...a, permission: `${k.buttonPrefix}_status` })),
    defaultSort: ['createTime', 'desc'],
  });
}

export const memberLabelResource = labelDecl({
  key: 'ahMemberLabel',
  service: 'crm-member',
  base: 'ahMemberLabel',
  table: 'ah_member_label',
  title: { zh: '会员标签', en: 'Member labels' },
  menu: 'member-label',
  buttonPrefix: 'member_label',
  // the spec names no pages for member labels: ours, beside /member/label like the owner labels' (docs/members.md)
  pages: { add: '/member/labelEdit', edit: '/member/labelEdit', view: '/member/labelDetail' },
});

export const ownerLabelResource = labelDecl({
  key: 'ahOwnerLabel',
  service: 'crm-workorder',
  base: 'ahOwnerLabel',
  table: 'ah_owner_label',
  title: { zh: '车主标签', en: 'Owner labels' },
  menu: 'after-sales-owner-label',
  buttonPrefix: 'after_sales_owner_label',
  pages: { add: '/afterSales/ownerLabelEdit', edit: '/afterSales/ownerLabelEdit', view: '/afterSales/ownerLabelDetail' },
});

/** the listed fields of the rows a layer selects, read-only, for the layer's member list */
function layerColumns(target: ResourceDecl): Record<string, FieldDecl> {
  return Object.fromEntries(
    Object.entries(target.fields)
      .filter(([, fd]) => !!fd.list)
      .map(([k, fd]) => [k, { ...fd, search: undefined, sortable: false, unique: false, required: false, readonly: true, form: false as const }]),
  );
}

/**
 * The rows of one layer now (ahMemberLabelLayer/member/list?ahMemberLabelLayerId): a generic list over
 * the members (owners) the layer's conditions select, computed by the server (a list hook).
 */
function layerMembersDecl<K extends string>(k: { key: K; service: string; base: string; table: string; title: Label; buttonPrefix: string; target: ResourceDecl }) {
  return defineResource({
    key: k.key,
    service: k.service,
    base: k.base,
    table: k.table,
    existingTable: true,
    title: k.title,
    buttonPrefix: k.buttonPrefix,
    labelField: k.target.labelField,
    paging: 'current',
    scope: 'store',
    fields: {
      ahMemberLabelLayerId: f.id({ zh: '标签分层', en: 'Layer' }, { search: 'eq', form: false }),
      ...layerColumns(k.target),
    },
    ops: { page: 'list' },
  });
}

export const memberLabelLayerMemberResource = layerMembersDecl({
  key: 'ahMemberLabelLayerMember',
  service: 'crm-member',
  base: 'ahMemberLabelLayer/member',
  table: 'ah_member',
  title: { zh: '分层会员', en: 'Members of the layer' },
  buttonPrefix: 'member_label',
  target: memberResource,
});

export const ownerLabelLayerOwnerResource = layerMembersDecl({
  key: 'ahOwnerLabelLayerOwner',
  service: 'crm-workorder',
  base: 'ahOwnerLabelLayer/owner',
  table: 'ah_owner',
  title: { zh: '分层车主', en: 'Owners of the layer' },
  buttonPrefix: 'after_sales_owner_label',
  target: ownerResource,
});

/** where a label kind's pages and calls are, for the screens */
export const LABEL_PAGES = {
  member: { memberList: '/member/labelMemberList' },
  owner: { memberList: '/afterSales/ownerLabelMemberList' },
} as const;
