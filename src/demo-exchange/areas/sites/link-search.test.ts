import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hasEveryWord, searchWords } from '@shared/search/words';
import { openDatabase } from '../../db/database';
import { seedSites } from './seed';
import { linkSearch } from './white-labels';

const dir = mkdtempSync(join(tmpdir(), 'link-search-'));
const db = openDatabase(dir);
seedSites(db);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const links = db
  .prepare(
    `SELECT name, 'admin' AS kind, adminUrl AS link FROM white_labels UNION ALL SELECT name, 'client', clientUrl FROM white_labels
     UNION ALL SELECT w.name, 'domain', d.name FROM domains d JOIN white_labels w ON w._id = d.whiteLabelId`,
  )
  .all()
  .map((row) => ({ name: String(row.name), kind: String(row.kind), link: String(row.link) }));
const line = (hit: { name: string; kind: string; link: string }) => `${hit.name} ${hit.kind} ${hit.link}`;
const found = (q: string) => linkSearch(db, q).map(line);

describe('the Sites link search', () => {
  it('finds a link holding every word of the search, in any order and case', () => {
    expect(found('royalplay admin')).toEqual(['Royal Play admin https://admin.royalplay.example']);
    expect(found('EXAMPLE admin. royal')).toEqual(['Royal Play admin https://admin.royalplay.example']);
    expect(found('staging royalplay')).toEqual(['Royal Play domain staging.royalplay.example']);
    expect(found('royalplay luckystar')).toEqual([]);
    expect(found('· –')).toEqual([]);
  });

  it('finds exactly the links a plain word-by-word filter finds (property-based)', () => {
    const parts = [...new Set(links.flatMap((hit) => hit.link.split(/[/.:]+/)).filter(Boolean))];
    const word = fc.constantFrom(...parts, 'https', '.example', 'admin.', 'zq', '%', 'a_b', '·');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (words) => {
        const q = words.join(' ');
        const expected = searchWords(q).length === 0 ? [] : links.filter((hit) => hasEveryWord(hit.link, q)).map(line);
        expect([...found(q)].sort(), q).toEqual([...expected].sort());
      }),
    );
  });
});
