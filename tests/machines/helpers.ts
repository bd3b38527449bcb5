/** Helpers for the model-based machine tests. */

/** Records the calls of a stubbed effect action. */
export function recorder<T>() {
  const calls: T[] = [];
  return { calls, record: (value: T) => void calls.push(value), last: () => calls.at(-1) };
}

/** The distinct state values a set of paths passes through (a prefix path may have been dropped). */
export function reachedStates(paths: ReadonlyArray<{ state: { value: unknown }; steps: ReadonlyArray<{ state: { value: unknown } }> }>): string[] {
  const all = paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]);
  return [...new Set(all.map((s) => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value))))].sort();
}
