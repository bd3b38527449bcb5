/**
 * The forms of process models (docs/workflow.md): a model's start event and user tasks name one by
 * their formKey (flowable:formKey / camunda:formKey, or the modeler's 表单 field), and the start page
 * and the task pages render its declared fields with the product's form engine; the server checks
 * the same fields with validateRecord before the engine sees them. Every task also takes its
 * outcome (pass / reject) and a comment.
 */
import { f, type FieldDecl, type Label, type Option } from './resources/types';

export interface FlowForm {
  title: Label;
  fields: Record<string, FieldDecl>;
}

export const LEAVE_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, zh: '事假', en: 'Personal leave' },
  { value: 2, zh: '病假', en: 'Sick leave' },
  { value: 3, zh: '年假', en: 'Annual leave' },
  { value: 4, zh: '调休', en: 'Time off in lieu' },
  { value: 5, zh: '婚假', en: 'Marriage leave' },
];

export const FLOW_FORMS: Record<string, FlowForm> = {
  'leave-apply': {
    title: { zh: '请假申请', en: 'Leave request' },
    fields: {
      leaveType: f.int({ zh: '请假类型', en: 'Leave type' }, { required: true, form: 'select', options: LEAVE_TYPE_OPTIONS }),
      startTime: f.date({ zh: '开始日期', en: 'From' }, { required: true }),
      endTime: f.date({ zh: '结束日期', en: 'To' }, { required: true }),
      days: f.int({ zh: '请假天数', en: 'Days' }, { required: true, min: 1, maxValue: 365 }),
      reason: f.string({ zh: '请假理由', en: 'Reason' }, { required: true, max: 255, form: 'textarea' }),
    },
  },
  'discount-apply': {
    title: { zh: '优惠申请', en: 'Discount request' },
    fields: {
      customerName: f.string({ zh: '客户姓名', en: 'Customer' }, { required: true, max: 20 }),
      carModel: f.string({ zh: '车型', en: 'Car model' }, { required: true, max: 64 }),
      discount: f.money({ zh: '优惠金额', en: 'Discount' }, { required: true }),
      reason: f.string({ zh: '申请理由', en: 'Reason' }, { required: true, max: 255, form: 'textarea' }),
    },
  },
  approve: { title: { zh: '审批', en: 'Approval' }, fields: {} },
};

export const FLOW_FORM_OPTIONS: readonly Option[] = Object.entries(FLOW_FORMS).map(([value, form]) => ({ value, ...form.title }));

/** A task's outcome: the gateways read it as the variable `outcome` */
export const FLOW_OUTCOME_OPTIONS: readonly Option[] = [
  { value: 'pass', zh: '同意', en: 'Pass' },
  { value: 'reject', zh: '驳回', en: 'Reject' },
];

export const FLOW_COMMENT_MAX = 500;

/** The fields every task completion takes besides its form's. */
export const FLOW_TASK_FIELDS: Record<string, FieldDecl> = {
  outcome: f.string({ zh: '审批结果', en: 'Outcome' }, { required: true, form: 'select', options: FLOW_OUTCOME_OPTIONS, max: 16 }),
  comment: f.string({ zh: '审批意见', en: 'Comment' }, { max: FLOW_COMMENT_MAX, form: 'textarea' }),
};

export const flowFormOf = (key: unknown): FlowForm | undefined => (typeof key === 'string' && key ? FLOW_FORMS[key] : undefined);
