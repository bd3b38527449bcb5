/**
 * The life of one sales contract (ahElectronicContract.state), docs/contracts.md:
 *
 *   草稿 draft --SUBMIT--> 审核中 inReview(step 0) --PASS--> inReview(step+1) ... --PASS (last step)--> 待签署 approved
 *   inReview --RETURN(reason)--> 已退回 returned --SUBMIT--> inReview(step 0)
 *   approved --START_SIGN--> 签署中 signing --SIGN--> 已签署 signed --TAG_FINISH--> 已完成 finished
 *   approved --UPLOAD_PAPER--> 纸质待审核 paperExamining --PAPER_PASS--> signed
 *                                                      --PAPER_REJECT(reason)--> approved
 *   draft|inReview|returned|approved --REVOKE--> 已撤销 revoked (the creator, before signing starts)
 *
 * The approvers are the contract type's approver group, one member a step, copied onto the contract
 * when it is submitted. Who may act (the approver whose turn it is, never the creator for a review,
 * only the creator for a revoke) is the server's check; this machine says which events a state takes.
 */
import { assign, setup, transition } from 'xstate';

/** state name -> the value kept in ah_car_order_contract.state */
export const CONTRACT_STATE = { draft: 0, inReview: 1, returned: 2, approved: 3, signing: 4, signed: 5, finished: 6, revoked: 7, paperExamining: 8 } as const;
export type ContractState = keyof typeof CONTRACT_STATE;

export const CONTRACT_STATE_OPTIONS = [
  { value: 0, zh: '草稿', en: 'Draft' },
  { value: 1, zh: '审核中', en: 'In review' },
  { value: 2, zh: '已退回', en: 'Returned' },
  { value: 3, zh: '待签署', en: 'Ready to sign' },
  { value: 4, zh: '签署中', en: 'Signing' },
  { value: 5, zh: '已签署', en: 'Signed' },
  { value: 6, zh: '已完成', en: 'Finished' },
  { value: 7, zh: '已撤销', en: 'Revoked' },
  { value: 8, zh: '纸质待审核', en: 'Paper to examine' },
] as const;

/** paperContractSignerState: where the paper scans stand */
export const PAPER_STATE_OPTIONS = [
  { value: 0, zh: '未上传', en: 'None' },
  { value: 1, zh: '待审核', en: 'To examine' },
  { value: 2, zh: '审核通过', en: 'Passed' },
  { value: 3, zh: '审核不通过', en: 'Rejected' },
] as const;

export type ContractEvent =
  | { type: 'SUBMIT' }
  | { type: 'PASS' }
  | { type: 'RETURN'; reason: string }
  | { type: 'REVOKE' }
  | { type: 'START_SIGN' }
  | { type: 'SIGN' }
  | { type: 'UPLOAD_PAPER' }
  | { type: 'PAPER_PASS' }
  | { type: 'PAPER_REJECT'; reason: string }
  | { type: 'TAG_FINISH' };
export type ContractEventType = ContractEvent['type'];

export const CONTRACT_EVENTS: readonly ContractEventType[] = ['SUBMIT', 'PASS', 'RETURN', 'REVOKE', 'START_SIGN', 'SIGN', 'UPLOAD_PAPER', 'PAPER_PASS', 'PAPER_REJECT', 'TAG_FINISH'];

export const CONTRACT_REASON_MAX = 200;

export interface ContractContext {
  /** the current review step, 0-based */
  step: number;
  /** the number of steps (approvers) of the contract's group */
  steps: number;
}

const reasonOk = (e: ContractEvent) => 'reason' in e && e.reason.trim() !== '' && e.reason.trim().length <= CONTRACT_REASON_MAX;

export const contractReviewMachine = setup({
  types: { context: {} as ContractContext, events: {} as ContractEvent, input: {} as Partial<ContractContext> },
  guards: {
    hasReason: ({ event }) => reasonOk(event),
    hasSteps: ({ context }) => context.steps > 0,
    lastStep: ({ context }) => context.step + 1 >= context.steps,
  },
}).createMachine({
  id: 'contractReview',
  initial: 'draft',
  context: ({ input }) => ({ step: input?.step ?? 0, steps: input?.steps ?? 1 }),
  states: {
    draft: { on: { SUBMIT: { target: 'inReview', guard: 'hasSteps', actions: assign({ step: 0 }) }, REVOKE: 'revoked' } },
    inReview: {
      on: {
        PASS: [{ target: 'approved', guard: 'lastStep' }, { target: 'inReview', reenter: true, actions: assign({ step: ({ context }) => context.step + 1 }) }],
        RETURN: { target: 'returned', guard: 'hasReason' },
        REVOKE: 'revoked',
      },
    },
    returned: { on: { SUBMIT: { target: 'inReview', guard: 'hasSteps', actions: assign({ step: 0 }) }, REVOKE: 'revoked' } },
    approved: { on: { START_SIGN: 'signing', UPLOAD_PAPER: 'paperExamining', REVOKE: 'revoked' } },
    signing: { on: { SIGN: 'signed' } },
    paperExamining: { on: { PAPER_PASS: 'signed', PAPER_REJECT: { target: 'approved', guard: 'hasReason' } } },
    signed: { on: { TAG_FINISH: 'finished' } },
    finished: { type: 'final' },
    revoked: { type: 'final' },
  },
});

export function contractStateOf(value: unknown): ContractState | null {
  // a contract an order made before the review existed has no state yet: a draft
  if (value === null || value === undefined) return 'draft';
  if (value === '') return null;
  const n = Number(value);
  const hit = Object.entries(CONTRACT_STATE).find(([, v]) => v === n);
  return hit ? (hit[0] as ContractState) : null;
}

const probe = (type: ContractEventType, reason = 'x'): ContractEvent => (type === 'RETURN' || type === 'PAPER_REJECT' ? { type, reason } : ({ type } as ContractEvent));

export interface ContractPosition {
  state: number;
  reviewStep: number;
}

/**
 * Where a contract goes on an event, or null when it cannot take it. `steps` is the number of
 * approvers: the contract's own copy while in review, its type's group on a submit.
 */
export function nextContractState(row: { state?: unknown; reviewStep?: unknown; reviewSteps?: unknown }, type: ContractEventType, reason?: string, steps?: number): ContractPosition | null {
  const name = contractStateOf(row.state);
  if (!name) return null;
  const context: ContractContext = { step: Number(row.reviewStep ?? 0) || 0, steps: steps ?? (Number(row.reviewSteps ?? 0) || 0) };
  const snapshot = contractReviewMachine.resolveState({ value: name, context });
  const event = probe(type, reason);
  if (!snapshot.can(event)) return null;
  const [next] = transition(contractReviewMachine, snapshot, event);
  return { state: CONTRACT_STATE[next.value as ContractState], reviewStep: next.context.step };
}

/** Whether a row offers an event (the list and show page): the state's answer, with a group assumed for a submit. */
export const contractOffers = (row: Readonly<Record<string, unknown>>, type: ContractEventType): boolean => nextContractState(row, type, 'x', type === 'SUBMIT' ? 1 : undefined) !== null;

/** A contract's text and lines change only before it is submitted or after it was returned. */
export const contractEditable = (stateValue: unknown): boolean => ['draft', 'returned'].includes(contractStateOf(stateValue) ?? '');
/** Deleted only while nobody has reviewed or signed it: a draft, a returned or a revoked one. */
export const contractRemovable = (stateValue: unknown): boolean => ['draft', 'returned', 'revoked'].includes(contractStateOf(stateValue) ?? '');

const ONLY: Record<ContractEventType, { zh: string; en: string }> = {
  SUBMIT: { zh: '只有草稿或已退回的合同可以提交审核', en: 'Only a draft or returned contract can be submitted for review' },
  PASS: { zh: '只有审核中的合同可以审核通过', en: 'Only a contract in review can be approved' },
  RETURN: { zh: '只有审核中的合同可以退回', en: 'Only a contract in review can be returned' },
  REVOKE: { zh: '合同已开始签署，不能撤销', en: 'Signing has started; the contract cannot be revoked' },
  START_SIGN: { zh: '只有审核通过的合同可以发起签署', en: 'Only an approved contract can be sent for signing' },
  SIGN: { zh: '只有签署中的合同可以签署', en: 'Only a contract being signed can be signed' },
  UPLOAD_PAPER: { zh: '只有审核通过的合同可以上传纸质合同', en: 'Only an approved contract can take paper scans' },
  PAPER_PASS: { zh: '只有纸质待审核的合同可以审核', en: 'Only a paper contract awaiting examination can be examined' },
  PAPER_REJECT: { zh: '只有纸质待审核的合同可以审核', en: 'Only a paper contract awaiting examination can be examined' },
  TAG_FINISH: { zh: '只有已签署的合同可以标记完成', en: 'Only a signed contract can be marked finished' },
};

export function contractRefusal(state: ContractState | null, type: ContractEventType, reason?: string): { zh: string; en: string } {
  if (state === null) return { zh: '合同状态无效', en: 'The contract has an unknown state' };
  if (state === 'revoked') return { zh: '合同已撤销，不能再操作', en: 'The contract is revoked' };
  if (state === 'finished') return { zh: '合同已完成，不能再操作', en: 'The contract is finished' };
  if ((type === 'RETURN' && state === 'inReview') || (type === 'PAPER_REJECT' && state === 'paperExamining')) {
    return (reason ?? '').trim() === ''
      ? { zh: '请输入退回原因', en: 'Please enter the reason' }
      : { zh: `原因不能超过${CONTRACT_REASON_MAX}个字符`, en: `The reason may hold at most ${CONTRACT_REASON_MAX} characters` };
  }
  if (type === 'SUBMIT' && (state === 'draft' || state === 'returned')) return NO_GROUP;
  return ONLY[type];
}

export function contractRowRefusal(row: Readonly<Record<string, unknown>>, type: ContractEventType, many: boolean, reason?: string): { zh: string; en: string } {
  const m = contractRefusal(contractStateOf(row.state), type, reason);
  return many ? { zh: `${String(row.contractNo)}：${m.zh}`, en: `${String(row.contractNo)}: ${m.en}` } : m;
}

export const NO_GROUP = { zh: '该类型合同未设置审批组，请先在审批组中添加审批人', en: 'No approver group is set for this contract type' } as const;
export const NOT_YOUR_TURN = { zh: '当前不是您审批，不能操作', en: 'It is not your turn to review this contract' } as const;
export const OWN_CONTRACT = { zh: '不能审批自己创建的合同', en: 'You cannot review a contract you created' } as const;
export const ONLY_CREATOR_REVOKES = { zh: '只有合同创建人可以撤销', en: 'Only the creator can revoke the contract' } as const;
export const CONTRACT_NOT_EDITABLE = { zh: '合同已提交审核或已签署，不能修改', en: 'A contract in review or signed cannot be changed' } as const;
export const CONTRACT_NOT_REMOVABLE = { zh: '只有草稿、已退回或已撤销的合同可以删除', en: 'Only a draft, returned or revoked contract can be deleted' } as const;
