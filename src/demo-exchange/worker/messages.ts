import type { DemoExchangeOptions } from '../options';

/** What the demo exchange's thread is started with: its options, less the log (lines come back as messages). */
export type DemoWorkerData = Omit<DemoExchangeOptions, 'log'>;

/** From the demo exchange's thread to the thread that started it. */
export type DemoWorkerMessage =
  | { readonly type: 'log'; readonly line: string }
  | { readonly type: 'ready'; readonly origin: string; readonly prefix: string }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'closed' };

/** From the starting thread to the demo exchange's: stop serving, close the database, then end. */
export type DemoWorkerRequest = { readonly type: 'close' };
