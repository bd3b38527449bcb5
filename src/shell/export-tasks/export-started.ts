/** Sent on window when an export task was created (by a list screen); the shell's export-task bar listens. */
export const EXPORT_STARTED_EVENT = 'anhua:export-started';
