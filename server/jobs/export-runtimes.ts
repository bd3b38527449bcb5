/**
 * The resources the export worker may generate, handed to it by the module registry
 * (server/modules/resources.ts) when it builds them: the worker does not import the modules.
 */
import type { ResourceRuntime } from '../http/resource-router';

let known: ReadonlyMap<string, ResourceRuntime> = new Map();

export function provideExportRuntimes(runtimes: ReadonlyMap<string, ResourceRuntime>): void {
  known = runtimes;
}

export const exportRuntime = (key: string): ResourceRuntime | undefined => known.get(key);
