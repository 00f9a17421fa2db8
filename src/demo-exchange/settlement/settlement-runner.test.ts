import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobAnswer, SettlementJob } from './settlement-jobs';
import { workerRunner, type SettlementRunner } from './settlement-runner';
import { WriteGate } from './write-gate';

const dir = mkdtempSync(join(tmpdir(), 'runner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job: SettlementJob = { kind: 'settle', marketId: 'm1', marketTitle: 'Home v Away · Match Odds', idempotencyKey: 'k1', actor: { id: 'u1', userName: 'alice' } };
const answer = { settlement: { betCount: 3 }, replayed: false } as unknown as JobAnswer;

describe('the settlement worker runner', () => {
  it('hands the job to the in-process runner when the worker cannot run, and says so once', async () => {
    const script = join(dir, 'broken-worker.mjs');
    writeFileSync(script, "throw new Error('cannot load');\n");
    const ran: SettlementJob[] = [];
    const fallback: SettlementRunner = { run: async (j) => (ran.push(j), answer), close: async () => {} };
    const lines: string[] = [];
    const gate = new WriteGate();
    const runner = workerRunner(script, dir, gate, (line) => lines.push(line), fallback);
    await expect(runner.run(job)).resolves.toBe(answer);
    await expect(runner.run({ ...job, idempotencyKey: 'k2' })).resolves.toBe(answer);
    expect(ran.map((j) => (j.kind === 'settle' ? j.idempotencyKey : ''))).toEqual(['k1', 'k2']);
    expect(lines.filter((line) => line.includes('settling in process'))).toHaveLength(1);
    expect(gate.busy).toBe(false);
    await runner.close();
  });
});
