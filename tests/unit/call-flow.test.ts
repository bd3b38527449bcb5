import { describe, expect, it } from 'vitest';
import { callEnded, formatElapsed, needsSeatSignIn, offersSeatSignIn, isOwnSeat, seatBusy, seatsInCall } from '../../src/screens/clue/call-flow';

describe('call flow', () => {
  it('knows callOut asking for a seat sign-in, in either language', () => {
    expect(needsSeatSignIn('请先签入坐席')).toBe(true);
    expect(needsSeatSignIn('Sign in to a seat first')).toBe(true);
    expect(needsSeatSignIn('坐席正在通话中')).toBe(false);
    expect(needsSeatSignIn('')).toBe(false);
    expect(needsSeatSignIn(undefined)).toBe(false);
  });

  it('knows callOut refusing because the seat is still in a call', () => {
    expect(seatBusy('坐席正在通话中')).toBe(true);
    expect(seatBusy('The seat is already in a call')).toBe(true);
    expect(seatBusy('请先签入坐席')).toBe(false);
    expect(seatBusy(null)).toBe(false);
  });

  it('reads a running time as m:ss, and h:mm:ss past an hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(999)).toBe('0:00');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatElapsed(-5)).toBe('0:00');
    expect(formatElapsed(Number.NaN)).toBe('0:00');
  });

  it('offers 签入 only on the own seat that is not signed in', () => {
    expect(isOwnSeat({ userId: 'u1' }, 'u1')).toBe(true);
    expect(isOwnSeat({ userId: 'u1' }, '')).toBe(false);
    expect(offersSeatSignIn({ userId: 'u1', signIn: 0 }, 'u1')).toBe(true);
    expect(offersSeatSignIn({ userId: 'u1', signIn: 1 }, 'u1')).toBe(false);
    expect(offersSeatSignIn({ userId: 'u2', signIn: 0 }, 'u1')).toBe(false);
    expect(offersSeatSignIn({ userId: 'u1', signIn: null }, 'u1')).toBe(true);
  });

  it('tells a finished call from one going on, and which seats are in a call', () => {
    expect(callEnded({ callState: '1' })).toBe(true);
    expect(callEnded({ callState: 0 })).toBe(true);
    expect(callEnded({ callState: '2' })).toBe(false);
    expect(callEnded({})).toBe(false);
    expect([...seatsInCall([{ seatsId: 's1', callState: '2' }, { seatsId: 's2', callState: '1' }, { seatsId: null, callState: '2' }])]).toEqual(['s1']);
  });
});
