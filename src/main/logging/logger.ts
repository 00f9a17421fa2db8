import { createRotatingFile } from './rotating-file';
import { createSecretRegistry, type SecretRegistry } from './redact';

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  /** `<dataDir>/logs` holds the files. */
  dataDir: string;
  level?: LogLevel;
  /** Also to stderr (the terminal of `npm start`); redacted the same way. */
  stderr?: boolean;
  maxBytes?: number;
  keep?: number;
  now?: () => Date;
}

export interface Logger {
  /** The core's one-line log (info). Every line is redacted before it goes anywhere. */
  (line: string): void;
  at(level: LogLevel, line: string): void;
  readonly secrets: SecretRegistry;
  readonly file: string;
}

export const LOG_FILE = 'console.log';

/** A line's level from its words, for the core's untyped `log(line)`: failures are warnings. */
const levelOf = (line: string): LogLevel => (/\b(failed|error|refused|invalid|could not|cannot)\b/i.test(line) ? 'warn' : 'info');

/**
 * The console's logs: structured JSON lines (`{"t","level","msg"}`) in rotating files under the data
 * directory, redacted first (patterns and the secrets the process registered).
 */
export function createLogger(options: LoggerOptions): Logger {
  const secrets = createSecretRegistry();
  const file = createRotatingFile({ dir: `${options.dataDir}/logs`, name: LOG_FILE, maxBytes: options.maxBytes ?? 5 * 1024 * 1024, keep: options.keep ?? 4 });
  const threshold = LOG_LEVELS.indexOf(options.level ?? 'info');
  const now = options.now ?? (() => new Date());

  const at = (level: LogLevel, line: string) => {
    if (LOG_LEVELS.indexOf(level) > threshold) return;
    const msg = secrets.redact(line);
    file.write(JSON.stringify({ t: now().toISOString(), level, msg }));
    if (options.stderr) process.stderr.write(`[console] ${msg}\n`);
  };
  const log = ((line: string) => at(levelOf(line), line)) as Logger;
  return Object.assign(log, { at, secrets, file: file.path });
}
