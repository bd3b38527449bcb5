import { defineResource, f } from '../types';

/**
 * A crowd (人群包): a named set of the store's clues kept by its filters (the clue desk's search
 * conditions), with the number of clues it held when it was saved. Listed and deleted in the
 * crowd menu; saved from the desk's current search.
 */
export const clueCrowdResource = defineResource({
  key: 'ahClueCrowd',
  service: 'crm-dcc',
  base: 'ahClueCrowd',
  table: 'ah_clue_crowd',
  title: { zh: '人群包', en: 'Crowds' },
  menu: 'clue-crowd',
  buttonPrefix: 'clue_crowd',
  paging: 'current',
  scope: 'store',
  fields: {
    crowdName: f.string({ zh: '人群包名称', en: 'Crowd' }, { required: true, max: 50, list: 200, search: 'like' }),
    conditions: f.json({ zh: '筛选条件', en: 'Conditions' }, { form: false, readonly: true }),
    conditionText: f.string({ zh: '筛选条件', en: 'Conditions' }, { max: 500, list: 300, form: false, readonly: true }),
    crowdCount: f.int({ zh: '线索数', en: 'Clues' }, { list: 100, form: false, readonly: true, sortable: true }),
    remark: f.string({ zh: '备注', en: 'Remark' }, { max: 255, list: 200 }),
  },
  ops: { page: 'page', all: 'list', detail: 'detail', remove: 'delete' },
  defaultSort: ['createTime', 'desc'],
});
