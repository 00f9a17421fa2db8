import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './render';

const root = resolve(import.meta.dirname, '../..');
const committed = (path: string) => {
  try {
    return readFileSync(resolve(root, path), 'utf8');
  } catch {
    return '(missing)';
  }
};

describe('the committed API reference', () => {
  for (const [path, text] of Object.entries(renderApiDocs())) {
    it(`${path} matches the contract`, () => {
      // toBe's diff of a 100 KB document helps nobody: say what to do.
      expect(committed(path) === text, `${path} is out of date with the contract: run npm run api:doc and commit it.`).toBe(true);
    });
  }
});
