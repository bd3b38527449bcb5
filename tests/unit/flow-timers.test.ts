/** The timer expression rule the server's deployment and the modeler's panel share (src/domain/flow-timers.ts). */
import { describe, expect, it } from 'vitest';
import { parseCycle, timerProblem } from '../../src/domain/flow-timers';

describe('timerProblem', () => {
  it('takes ISO 8601 durations, date-times and (on start events) repeating intervals', () => {
    expect(timerProblem('t', 'duration', 'PT2H', 'boundary')).toBeNull();
    expect(timerProblem('t', 'duration', 'P1DT12H', 'intermediate')).toBeNull();
    expect(timerProblem('t', 'date', '2026-12-01T09:00:00+08:00', 'boundary')).toBeNull();
    expect(timerProblem('t', 'cycle', 'R/P1D', 'start')).toBeNull();
    expect(timerProblem('t', 'cycle', 'R3/2026-12-01T09:00:00Z/PT1H', 'start')).toBeNull();
    expect(timerProblem('t', 'duration', '${wait}', 'boundary')).toBeNull();
  });
  it('refuses the rest in the words people read', () => {
    expect(timerProblem('t', 'duration', 'an hour', 'boundary')?.zh).toBe('定时器t须为ISO 8601时长（如PT2H）或日期时间');
    expect(timerProblem('t', 'date', 'tomorrow', 'intermediate')?.zh).toBe('定时器t须为ISO 8601时长（如PT2H）或日期时间');
    expect(timerProblem('t', 'cycle', 'R/P1D', 'boundary')?.zh).toBe('定时器t须为ISO 8601时长（如PT2H）或日期时间，循环只用于开始事件');
    expect(timerProblem('t', 'cycle', 'every day', 'start')?.zh).toBe('定时器t的循环须为ISO 8601重复间隔（如R/P1D、R3/PT1H、R/2026-12-01T09:00:00+08:00/P1D）');
    expect(timerProblem('t', 'cycle', 'R0/P1D', 'start')).not.toBeNull();
    expect(timerProblem('t', 'date', '${when}', 'start')?.zh).toBe('开始定时器t须为ISO 8601时长（如PT2H）或日期时间');
    expect(timerProblem('t', 'duration', 'P', 'start')?.en).toBe('The start timer t must be an ISO 8601 duration (PT2H) or date-time');
  });
  it('parses a cycle', () => {
    expect(parseCycle('R/P1D')).toEqual({ repeat: null, start: null, every: 'P1D' });
    expect(parseCycle('R2/2026-12-01T00:00:00Z/PT1H')).toEqual({ repeat: 2, start: new Date('2026-12-01T00:00:00Z'), every: 'PT1H' });
    expect(parseCycle('R/P')).toBeNull();
  });
});
