import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { z } from 'zod';

/**
 * A JSON file the console wrote, read back through its schema; undefined when there is none. One that is
 * not valid (not JSON, or not the shape) must not stop the console: it is kept as `<name>.bak` for whoever
 * wants to look, logged, and read as missing.
 */
export async function readJsonFile<S extends z.ZodType>(file: string, schema: S, log: (line: string) => void): Promise<z.output<S> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  await rename(file, `${file}.bak`);
  log(`settings: ${file} was not valid; started fresh and kept the old file as ${basename(file)}.bak`);
  return undefined;
}

/** Owner-only; tmp + rename: a crash mid-write leaves the old file whole, never a half-written one. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  await rename(tmp, file);
}

/** Writes of one file, one at a time in call order (a failed one does not stop the next). */
export function serialJsonWriter(file: string): (value: unknown) => Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  return (value) => (writing = writing.catch(() => {}).then(() => writeJsonFile(file, value)));
}
