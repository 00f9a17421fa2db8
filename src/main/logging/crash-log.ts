import type { Logger } from './logger';

let installed = false;

/**
 * Crash reports of the main process, for support: an uncaught exception or unhandled rejection is written
 * to the (redacted) log with its stack before the process ends; a rejection nobody handled is a bug, logged
 * and survived. Native crashes are kept as local minidumps by the Electron shell (crashReporter).
 */
export function installCrashLog(log: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  if (installed) return;
  installed = true;
  const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error));
  process.on('uncaughtException', (error) => {
    log.at('error', `crash: uncaught exception: ${describe(error)}`);
    exit(1);
  });
  process.on('unhandledRejection', (reason) => log.at('error', `bug: unhandled rejection: ${describe(reason)}`));
}
