/**
 * A problem the person starting the server can fix (a setting, a folder, a server already running): the
 * server prints its message and exits with 1, without a stack trace. Anything else is a bug and keeps its stack.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
