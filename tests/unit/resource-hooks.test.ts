/**
 * Hooks are found by their resource's key: a key that names no declared resource would be ignored
 * without a word (its `where`, checks and presentation never applied), so every key must name one.
 * The typecheck refuses such a key (ResourceHookMap); this holds the same for keys it cannot see
 * (computed keys, casts).
 */
import { describe, expect, it } from 'vitest';
import { RESOURCE_HOOKS } from '../../server/modules/resource-hooks';
import { RESOURCES } from '../../src/domain/resources';

describe('resource hooks', () => {
  it('are keyed by declared resources only', () => {
    const declared = new Set(RESOURCES.map((r) => r.key));
    expect(Object.keys(RESOURCE_HOOKS).filter((k) => !declared.has(k))).toEqual([]);
  });
});
