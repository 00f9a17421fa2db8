import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idInputSchema } from './catalogue-common';
import { command, dataTableList, entityTag, fileExport, pagedList, remove, save, takesExpectedUpdatedAt } from './factories';
import { writeTags } from './operation';

const common = { path: '/things', access: 'session', spec: [] } as const;
const row = z.object({ _id: z.string() });

describe('operation factories', () => {
  it('a DataTables list takes the DataTables request with its filters and answers data.original', () => {
    const list = dataTableList({ ...common, reads: ['things'], row, filters: { kind: z.string().optional() } });
    expect(list.http).toEqual({ method: 'POST', path: '/things' });
    expect(list.input.parse({ start: 0, length: 10, kind: 'a' })).toEqual({ draw: 0, start: 0, length: 10, search: { value: '' }, order: [], kind: 'a' });
    expect(() => list.input.parse({ start: 0, length: 10, stray: 1 })).toThrow();
    expect(list.output.parse({ original: { data: [{ _id: 'x' }], recordsTotal: 1, recordsFiltered: 1 } }).original.data).toHaveLength(1);
  });

  it('a paged list speaks the DataTables request with its filters, the first page by default', () => {
    const list = pagedList({ ...common, reads: ['things'], row, filters: { active: z.boolean().optional() } });
    expect(list.input.parse({ active: true })).toEqual({ draw: 0, start: 0, length: 25, search: { value: '' }, order: [], active: true });
  });

  it('a save is keyed against repeats unless it says otherwise; commands and deletes are not', () => {
    const input = z.strictObject({ _id: z.string().optional() });
    expect(save({ ...common, input, writes: ['things'], output: row }).idempotent).toBe(true);
    expect(save({ ...common, input, writes: ['things'], output: row, idempotent: false }).idempotent).toBe(false);
    expect(command({ ...common, input, writes: ['things'], output: row }).idempotent).toBeUndefined();
    expect(remove({ ...common, input: idInputSchema, writes: ['things'] }).output.parse({ deleted: true })).toEqual({ deleted: true });
  });

  it('an edit of a record that carries updatedAt takes the updatedAt the form read; creates and other saves do not', () => {
    const stamped = z.object({ _id: z.string(), name: z.string(), updatedAt: z.string() }).loose();
    const edit = save({ ...common, input: z.strictObject({ _id: z.string().optional(), name: z.string() }), writes: ['things'], output: stamped });
    const sent: z.input<typeof edit.input> = { _id: 't1', name: 'A', expectedUpdatedAt: '2026-05-01T14:02:00.000Z' };
    expect(edit.input.parse(sent)).toEqual(sent);
    // Optional: a client that does not send it saves as before.
    expect(edit.input.parse({ _id: 't1', name: 'A' })).toEqual({ _id: 't1', name: 'A' });
    expect(takesExpectedUpdatedAt(edit.input)).toBe(true);
    const unstamped = save({ ...common, input: z.strictObject({ _id: z.string().optional() }), writes: ['things'], output: row });
    const create = save({ ...common, input: z.strictObject({ name: z.string() }), writes: ['things'], output: stamped });
    for (const op of [unstamped, create]) expect(takesExpectedUpdatedAt(op.input)).toBe(false);
    expect(() => create.input.parse({ name: 'A', expectedUpdatedAt: 'x' })).toThrow();
  });

  it('keeps the refinements of an input it widens', () => {
    const input = z.strictObject({ _id: z.string().optional(), from: z.string(), to: z.string() }).refine((v) => v.from !== v.to, { path: ['to'], message: 'To: not the same as From.' });
    const edit = save({ ...common, input, writes: ['things'], output: z.object({ _id: z.string(), updatedAt: z.string() }) });
    expect(edit.input.safeParse({ _id: 't1', from: 'a', to: 'a', expectedUpdatedAt: 'x' }).error?.issues[0]?.message).toBe('To: not the same as From.');
  });

  it('computes written tags from the input: one entity when it has an id, the whole kind on create', () => {
    const op = save({ ...common, input: z.strictObject({ _id: z.string().optional() }), writes: ({ _id }) => [entityTag('things', _id)], output: row });
    expect(writeTags(op, { _id: 't1' })).toEqual(['things:t1', 'audit']);
    expect(writeTags(op, {})).toEqual(['things', 'audit']);
  });

  it('an export is a GET answering a file', () => {
    const op = fileExport({ ...common, reads: ['things'], input: z.strictObject({ format: z.enum(['pdf']) }) });
    expect(op.http.method).toBe('GET');
    expect(op.file).toBe(true);
  });
});
