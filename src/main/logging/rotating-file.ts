import { appendFileSync, chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface RotatingFileOptions {
  dir: string;
  /** Base name: `console.log`, rotated to `console.1.log` … */
  name: string;
  maxBytes: number;
  /** Rotated files kept besides the current one. */
  keep: number;
}

const rotatedName = (name: string, n: number): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? `${name}.${n}` : `${name.slice(0, dot)}.${n}${name.slice(dot)}`;
};

/**
 * An append-only log file that rotates by size. Writes are synchronous: a log line must survive the
 * crash it explains, and the console logs a few lines a minute, not per tick. Owner-only (0600 in a
 * 0700 directory): support asks for the file, other local users have no business reading it.
 */
export function createRotatingFile(options: RotatingFileOptions): { write(line: string): void; path: string } {
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  chmodSync(options.dir, 0o700);
  const path = join(options.dir, options.name);
  let size = existsSync(path) ? statSync(path).size : 0;

  const rotate = () => {
    rmSync(join(options.dir, rotatedName(options.name, options.keep)), { force: true });
    for (let n = options.keep - 1; n >= 1; n -= 1) {
      const from = join(options.dir, rotatedName(options.name, n));
      if (existsSync(from)) renameSync(from, join(options.dir, rotatedName(options.name, n + 1)));
    }
    if (options.keep > 0 && existsSync(path)) renameSync(path, join(options.dir, rotatedName(options.name, 1)));
    else rmSync(path, { force: true });
    size = 0;
  };

  return {
    path,
    write: (line) => {
      const bytes = Buffer.byteLength(line) + 1;
      if (size > 0 && size + bytes > options.maxBytes) rotate();
      appendFileSync(path, `${line}\n`, { mode: 0o600 });
      size += bytes;
    },
  };
}
