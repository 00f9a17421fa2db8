import { randomBytes } from 'node:crypto';
import { dnsProviderSimulator } from './dns-provider';
import { gameProviderSimulator } from './game-provider';
import { GEOLOCATION_PATH, geolocationSimulator } from './geolocation';
import { startOnLoopbackPort } from './loopback-address';
import { startSimulator, type RunningSimulator } from './simulator-server';
import { whiteLabelNodeSimulator } from './white-label-node';

/** Spec §7: the white-label node listens on port 8001. */
export const WHITE_LABEL_NODE_PORT = 8001;

/**
 * Local simulators of the third-party upstreams, for demo mode: each on loopback, each asking for the
 * authentication the real one asks for. Base URLs and keys are handed to the main core directly.
 */
export interface DemoUpstreams {
  readonly urls: { gameProvider: string; whiteLabelNode: string; dnsProvider: string; geolocation: string };
  /** Random per launch: the demo's keys are pre-set in the console, so it works out of the box. */
  readonly keys: { gameProvider: string; geolocation: string };
  close(): Promise<void>;
}

export interface DemoUpstreamsOptions {
  /** Fixed keys (tests); random per launch when absent. */
  keys?: Partial<DemoUpstreams['keys']>;
  log?: (line: string) => void;
}

const newKey = () => randomBytes(18).toString('base64url');

export async function startDemoUpstreams(options: DemoUpstreamsOptions = {}): Promise<DemoUpstreams> {
  const keys = { gameProvider: options.keys?.gameProvider ?? newKey(), geolocation: options.keys?.geolocation ?? newKey() };
  const started: RunningSimulator[] = [];
  const start = async (running: Promise<RunningSimulator>) => {
    const simulator = await running;
    started.push(simulator);
    return simulator.origin;
  };
  try {
    const gameProvider = await start(startSimulator('127.0.0.1', 0, gameProviderSimulator(keys.gameProvider), { acceptsPost: true }));
    const whiteLabelNode = await start(startOnLoopbackPort(WHITE_LABEL_NODE_PORT, whiteLabelNodeSimulator, undefined, undefined, { acceptsPost: true }));
    const dnsProvider = await start(startSimulator('127.0.0.1', 0, dnsProviderSimulator(), { acceptsPost: true }));
    const geolocation = await start(startSimulator('127.0.0.1', 0, geolocationSimulator(keys.geolocation)));
    options.log?.(`upstream simulators: game provider ${gameProvider}, white-label node ${whiteLabelNode}, DNS ${dnsProvider}, geolocation ${geolocation}`);
    return {
      urls: { gameProvider, whiteLabelNode, dnsProvider, geolocation: `${geolocation}${GEOLOCATION_PATH}{ip}?key={key}` },
      keys,
      close: async () => {
        await Promise.all(started.map((simulator) => simulator.close()));
      },
    };
  } catch (error) {
    await Promise.all(started.map((simulator) => simulator.close()));
    throw error;
  }
}
