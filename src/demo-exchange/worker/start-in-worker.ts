import { Worker } from 'node:worker_threads';
import type { DemoExchange, DemoExchangeOptions } from '../options';
import type { DemoWorkerData, DemoWorkerMessage, DemoWorkerRequest } from './messages';

/** How long a closing demo may take to stop serving and close its database before its thread is ended. */
export const DEMO_CLOSE_TIMEOUT_MS = 15_000;

/**
 * Starts the demo exchange in its own worker thread (`scriptPath`: the built demo-exchange-worker.js) and
 * answers once it listens, as `startDemoExchange` does in process. Its log lines arrive through `log`.
 * A demo that fails to start rejects with its reason; one that stops later says so in the log.
 */
export const startDemoExchangeInWorker = (scriptPath: string, options: DemoExchangeOptions, closeTimeoutMs = DEMO_CLOSE_TIMEOUT_MS): Promise<DemoExchange> => {
  const { log = () => {}, ...rest } = options;
  const data: DemoWorkerData = rest;
  const worker = new Worker(scriptPath, { workerData: data });
  let ready = false;
  let onClosed: (() => void) | undefined;
  let closing: Promise<void> | undefined;

  const close = (): Promise<void> =>
    (closing ??= new Promise<void>((done) => {
      const timer = setTimeout(done, closeTimeoutMs);
      onClosed = () => {
        clearTimeout(timer);
        done();
      };
      worker.postMessage({ type: 'close' } satisfies DemoWorkerRequest);
    }).then(async () => void (await worker.terminate())));

  return new Promise<DemoExchange>((resolve, reject) => {
    worker.on('message', (message: DemoWorkerMessage) => {
      if (message.type === 'log') log(message.line);
      else if (message.type === 'ready') {
        ready = true;
        resolve({ origin: message.origin, prefix: message.prefix, close });
      } else if (message.type === 'failed') reject(new Error(message.message));
      else onClosed?.();
    });
    worker.on('error', (error) => {
      if (ready) log(`the demo exchange stopped: ${error.message}`);
      else reject(error);
    });
    worker.on('exit', (code) => {
      onClosed?.();
      if (!ready) reject(new Error(`The demo exchange stopped while starting (exit code ${code}).`));
      else if (!closing) log(`the demo exchange stopped (exit code ${code})`);
    });
  });
};
