import { parentPort, workerData } from 'node:worker_threads';
import { startDemoExchange } from '../index';
import type { DemoWorkerData, DemoWorkerMessage, DemoWorkerRequest } from './messages';

/**
 * The demo exchange's own thread (built to out/main/demo-exchange-worker.js): the whole exchange (API,
 * live feed, simulated punters, cron, casino dealer) on an event loop of its own, so that its work never
 * delays what the console's main process passes on to windows, as with a remote exchange.
 */
const port = parentPort;
if (!port) throw new Error('The demo exchange worker runs only as a worker thread.');
const send = (message: DemoWorkerMessage) => port.postMessage(message);

startDemoExchange({ ...(workerData as DemoWorkerData), log: (line) => send({ type: 'log', line }) }).then(
  (exchange) => {
    port.on('message', (request: DemoWorkerRequest) => {
      if (request.type !== 'close') return;
      void exchange
        .close()
        .catch((error: unknown) => send({ type: 'log', line: `closing failed: ${error instanceof Error ? error.message : String(error)}` }))
        .finally(() => {
          send({ type: 'closed' });
          port.close();
        });
    });
    send({ type: 'ready', origin: exchange.origin, prefix: exchange.prefix });
  },
  (error: unknown) => {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    port.close();
  },
);
