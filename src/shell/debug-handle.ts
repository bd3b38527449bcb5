/**
 * A handle for checks that drive the built app from outside (bench/, the Playwright UI checks):
 * the command registry (to load thousands of commands) and openPreview. Nothing secret lives here.
 */
import { commandRegistry } from '../commands/registry';
import { openPreview } from './preview';

if (typeof window !== 'undefined') {
  (window as unknown as { __anhua?: unknown }).__anhua = { commands: commandRegistry, openPreview };
}
