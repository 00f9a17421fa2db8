import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction } from '@shared/audit';

/** Every source file of the demo exchange (tests left out: they may write made-up rows on purpose). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });

/**
 * The actions the demo's handlers write, read from their code: literal actions (`action: 'x.y'`, both
 * arms of `before ? 'x.update' : 'x.create'`, `auditedSequence(op, 'x.y', …)`) and the kit's builders, which
 * append `.create`/`.update`, `.delete` or `.active` to the record kind they are given.
 */
const writtenActions = (): Set<string> => {
  const found = new Set<string>();
  for (const code of sources(import.meta.dirname)) {
    for (const [, expr] of code.matchAll(/action: ([^,}\n]+)/g)) for (const [, action] of (expr ?? '').matchAll(/'([a-zA-Z]+\.[a-zA-Z]+)'/g)) found.add(action ?? '');
    for (const [, action] of code.matchAll(/audited(?:Sequence|Command)\([\w.]+, '([a-zA-Z]+\.[a-zA-Z]+)'/g)) found.add(action ?? '');
    for (const [, kind] of code.matchAll(/auditedSave\(\s*[\w.]+,\s*'([a-zA-Z]+)'/g)) for (const verb of ['create', 'update']) found.add(`${kind}.${verb}`);
    for (const [, kind] of code.matchAll(/auditedDelete\('([a-zA-Z]+)'/g)) found.add(`${kind}.delete`);
    for (const [, kind] of code.matchAll(/auditedSetActive\('([a-zA-Z]+)'/g)) found.add(`${kind}.active`);
  }
  return found;
};

describe('the audit catalogue and the demo exchange', () => {
  const written = writtenActions();

  it('finds the actions the handlers write (the scan itself works)', () => {
    expect(written).toContain('trader.status');
    expect(written).toContain('sport.delete');
    expect(written).toContain('navigation.quickLinks');
    expect(written.size).toBeGreaterThan(40);
  });

  it('holds every action the demo can write, each with a label', () => {
    for (const action of written) {
      expect(isAuditAction(action), action).toBe(true);
      if (isAuditAction(action)) expect(AUDIT_ACTIONS[action].label.trim(), action).not.toBe('');
    }
  });

  it('declares no action nobody writes, and no two actions with one label', () => {
    expect(Object.keys(AUDIT_ACTIONS).filter((action) => !written.has(action))).toEqual([]);
    const labels = Object.values(AUDIT_ACTIONS).map((view) => view.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
