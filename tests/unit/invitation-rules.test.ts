import { describe, expect, it } from 'vitest';
import { INVITATION_RULES, invitationRuleProblem, MAX_INVITED } from '../../src/domain/resources/sales/invitation';

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i)).join(',');

describe('invitation rules', () => {
  it('an end at or before the start is refused with the spec message', () => {
    expect(invitationRuleProblem({ startTime: '2026-11-25T10:00', endTime: '2026-11-25T10:00' })).toEqual({ field: 'endTime', message: INVITATION_RULES.endsAfterStart });
    expect(invitationRuleProblem({ startTime: '2026-11-25T10:00', endTime: '2026-11-24T10:00' })?.message.zh).toBe('结束时间必须晚于开始时间');
    expect(invitationRuleProblem({ startTime: '2026-11-25T10:00', endTime: '2026-11-25T10:01' })).toBeNull();
  });

  it(`at most ${MAX_INVITED} distinct customers`, () => {
    expect(invitationRuleProblem({ customerIds: ids(MAX_INVITED) })).toBeNull();
    // a customer named twice counts once
    expect(invitationRuleProblem({ customerIds: `${ids(MAX_INVITED)},1000` })).toBeNull();
    expect(invitationRuleProblem({ customerIds: ids(MAX_INVITED + 1) })).toEqual({ field: 'customerIds', message: INVITATION_RULES.maxInvited });
    expect(INVITATION_RULES.maxInvited.zh).toBe('一个邀约任务最多500位客户');
  });

  it('a partial update without the window or the customers is not checked for them', () => {
    expect(invitationRuleProblem({ taskName: 'x' })).toBeNull();
    expect(invitationRuleProblem({ endTime: '2020-01-01T00:00' })).toBeNull();
  });
});
