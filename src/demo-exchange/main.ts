/**
 * Runs the demo exchange on its own (for manual API work or a remote console):
 * DEMO_PORT (default 0), CONSOLE_DATA_DIR (default ./.data), DEMO_ADMIN_PASSWORD, DEMO_TOKEN_TTL_SECONDS,
 * DEMO_CONTROL_SECRET (enables /__demo/faults). Prints one line with its origin and prefix.
 * It imports `@shared/*`, so run it through a bundler (it is not plain Node).
 */
import { join } from 'node:path';
import { startDemoExchange } from './index';

const numberFromEnv = (name: string): number | undefined => {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
};

const main = async () => {
  const exchange = await startDemoExchange({
    dataDir: process.env.CONSOLE_DATA_DIR || join(process.cwd(), '.data'),
    port: numberFromEnv('DEMO_PORT'),
    adminPassword: process.env.DEMO_ADMIN_PASSWORD || undefined,
    tokenTtlSeconds: numberFromEnv('DEMO_TOKEN_TTL_SECONDS'),
    controlSecret: process.env.DEMO_CONTROL_SECRET || undefined,
    log: (line) => console.error(line),
    // On its own, for manual API work: a line per request on stderr.
    accessLog: 'all',
  });
  console.log(`Demo exchange ready at ${exchange.origin}${exchange.prefix}`);
  const stop = () => void exchange.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
