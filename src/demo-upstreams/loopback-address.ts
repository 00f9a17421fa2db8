import { randomInt } from 'node:crypto';
import type { RunningSimulator, SimulatorHandler } from './simulator-server';
import { startSimulator } from './simulator-server';

/** A random 127.x.y.z: parallel demo consoles (and test runs) each get their own node address. */
export const randomLoopbackAddress = (): string => `127.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const errorCode = (error: unknown): unknown => (error as { code?: unknown } | undefined)?.code;

/**
 * Starts a simulator on a fixed port at a random loopback address, trying another address while the
 * port is taken. Where only 127.0.0.1 is configured (macOS), other addresses fail with EADDRNOTAVAIL:
 * then 127.0.0.1 itself.
 */
export async function startOnLoopbackPort(
  port: number,
  handlerFor: (hostPort: string) => SimulatorHandler,
  pickAddress: () => string = randomLoopbackAddress,
  attempts = 20,
  options: { acceptsPost?: boolean } = {},
): Promise<RunningSimulator> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const host = errorCode(lastError) === 'EADDRNOTAVAIL' ? '127.0.0.1' : pickAddress();
    try {
      return await startSimulator(host, port, handlerFor(`${host}:${port}`), options);
    } catch (error) {
      if (!['EADDRINUSE', 'EADDRNOTAVAIL'].includes(String(errorCode(error)))) throw error;
      if (host === '127.0.0.1' && errorCode(lastError) === 'EADDRNOTAVAIL') throw error;
      lastError = error;
    }
  }
  throw lastError;
}
