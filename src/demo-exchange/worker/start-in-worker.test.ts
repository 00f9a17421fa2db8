import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDemoExchangeInWorker } from './start-in-worker';

const dir = mkdtempSync(join(tmpdir(), 'demo-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the built demo-exchange-worker.js that speaks the same messages. */
const script = (name: string, body: string): string => {
  const path = join(dir, `${name}.mjs`);
  writeFileSync(path, `import { parentPort, workerData } from 'node:worker_threads';\n${body}\n`);
  return path;
};

const SERVING = script(
  'serving',
  `parentPort.postMessage({ type: 'log', line: 'seeded ' + workerData.dataDir + ' on port ' + workerData.port });
   parentPort.on('message', (m) => { if (m.type === 'close') { parentPort.postMessage({ type: 'log', line: 'closed the database' }); parentPort.postMessage({ type: 'closed' }); parentPort.close(); } });
   parentPort.postMessage({ type: 'ready', origin: 'http://127.0.0.1:4321', prefix: '/api' });`,
);

describe('the demo exchange on its own thread', () => {
  it('answers once the demo listens, passes its options and log lines, and closes it before ending the thread', async () => {
    const lines: string[] = [];
    const demo = await startDemoExchangeInWorker(SERVING, { dataDir: '/data/demo', port: 0, log: (line) => lines.push(line) });
    expect(demo).toMatchObject({ origin: 'http://127.0.0.1:4321', prefix: '/api' });
    expect(lines).toEqual(['seeded /data/demo on port 0']);
    await demo.close();
    expect(lines).toEqual(['seeded /data/demo on port 0', 'closed the database']);
    // Closing twice is one close.
    await expect(demo.close()).resolves.toBeUndefined();
  });

  it('rejects with the demo reason when it cannot start', async () => {
    const failing = script('failing', `parentPort.postMessage({ type: 'failed', message: 'Port 8300 is in use.' });`);
    await expect(startDemoExchangeInWorker(failing, { dataDir: dir })).rejects.toThrow('Port 8300 is in use.');
  });

  it('rejects when the thread itself cannot load', async () => {
    const broken = script('broken', `throw new Error('cannot load the demo');`);
    await expect(startDemoExchangeInWorker(broken, { dataDir: dir })).rejects.toThrow('cannot load the demo');
  });

  it('ends a demo that does not close in time', async () => {
    const stuck = script('stuck', `parentPort.postMessage({ type: 'ready', origin: 'http://127.0.0.1:1', prefix: '/api' }); setInterval(() => {}, 1000);`);
    const demo = await startDemoExchangeInWorker(stuck, { dataDir: dir }, 50);
    await expect(demo.close()).resolves.toBeUndefined();
  });

  it('says in the log when a running demo stops', async () => {
    const lines: string[] = [];
    const dying = script('dying', `parentPort.postMessage({ type: 'ready', origin: 'http://127.0.0.1:1', prefix: '/api' }); setTimeout(() => process.exit(3), 10);`);
    await startDemoExchangeInWorker(dying, { dataDir: dir, log: (line) => lines.push(line) });
    await expect.poll(() => lines).toEqual(['the demo exchange stopped (exit code 3)']);
  });
});
