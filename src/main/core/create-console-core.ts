import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { contract, events, fail } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import type { DemoExchange, DemoExchangeOptions } from '../../demo-exchange/options';
import { startDemoExchangeInWorker } from '../../demo-exchange/worker/start-in-worker';
import { startDemoUpstreams } from '../../demo-upstreams';
import { createDispatcher } from '../bridge/dispatcher';
import { sessionHandlers } from '../bridge/session-handlers';
import type { ConsoleConfig } from '../config';
import { createExchangeClient, type ExchangeClient } from '../http/exchange-client';
import { createNetworkFetch } from '../http/network-fetch';
import { socketNetwork } from '../http/socket-network';
import { createAbout } from '../about/about-service';
import type { Updater } from '../updates/update-service';
import { version as APP_VERSION } from '../../../package.json';
import { installCrashLog } from '../logging/crash-log';
import { createLogger, type Logger } from '../logging/logger';

/** The console's own logger also records a crash of the main process (never a test's logger). */
const withCrashLog = (log: Logger): Logger => (installCrashLog(log), log);
import { LiveHub } from '../live/live-hub';
import { liveFeedUrl } from '../live/live-url';
import { Upstream } from '../live/upstream';
import { createSessionService, type SessionService } from '../session/session-service';
import { createDefaultTokenStore, type TokenStore, type TokenStoreContext } from '../session/token-store';
import { openSettingsStore, type SettingsStore } from '../settings/settings-store';
import { displayPreferencesHandlers } from '../settings/display-preferences';
import { tableLayoutHandlers } from '../settings/table-layouts';
import { createContinuity } from '../session/continuity';
import { createUpstreams, type Upstreams, type UpstreamsOptions } from '../upstreams/create-upstreams';
import { createGuardedFetch } from '../upstreams/guarded-fetch';
import { windowsHandlers } from '../windows/windows-handlers';
import { streamingHandlers } from '../streaming/streaming-handlers';
import { sitesHandlers } from '../sites/sites-handlers';
import { reportingConnection } from '../sites/connection-report';
import { WindowsService } from '../windows/windows-service';
import type { CallContext, ConsoleCore, PushToWindow } from './console-core';

/** What tests (and shells) may replace. */
export interface CoreDependencies {
  fetch: typeof fetch;
  now: () => number;
  /** One line at a time; never receives tokens, passwords or request bodies. */
  log: (line: string) => void;
  createTokenStore: (context: TokenStoreContext) => TokenStore;
  startDemoExchange: (options: DemoExchangeOptions) => Promise<DemoExchange>;
  /** The game provider, white-label node, DNS and geolocation simulators started beside the demo exchange. */
  startDemoUpstreams: typeof startDemoUpstreams;
  /** The upstreams' key store (the OS keychain by default; demo mode keeps the simulators' keys in memory). */
  createUpstreamKeys?: UpstreamsOptions['createKeys'];
  /** The demo's fault-injection secret when DEMO_CONTROL_SECRET is unset. */
  randomSecret: () => string;
  /** Which shell hosts this core (the About box and the diagnostics say it). */
  shell: 'electron' | 'browser';
  /** The shell's updater: the Electron shell lends electron-updater; the browser host has none. */
  createUpdater?: (log: (line: string) => void) => Updater;
  /** The demo's HLS test streams (resources/demo-streams), as the shell finds them; none: the demo has no streams. */
  demoMediaDir?: string;
  /** The demo's built settlement worker (out/main/settlement-worker.js); none: the demo settles in process. */
  demoSettlementWorker?: string;
  /** The demo exchange's built thread (out/main/demo-exchange-worker.js); none or not built: the demo runs on main's own event loop. */
  demoWorker?: string;
}

/**
 * The demo on its own thread when its script was built, so that its work never delays main; else in process.
 * Either way main loads the demo's code only when it runs the demo in process: the demo (its SQL, its PDF and
 * zip writers) is half a megabyte that a console on an operator's exchange, or one whose demo has a thread,
 * would otherwise load at every start.
 */
const demoStarter = (workerScript: string | undefined): CoreDependencies['startDemoExchange'] =>
  workerScript && existsSync(workerScript)
    ? (options) => startDemoExchangeInWorker(workerScript, options)
    : async (options) => (await import('../../demo-exchange')).startDemoExchange(options);

/** Logs go to rotating, redacted files in the data directory (and the terminal); calls through the policy's network. */
const defaults = (config: ConsoleConfig, overrides: Partial<CoreDependencies>): CoreDependencies => ({
  // Made only when not replaced: the real logger writes files and records crashes of the process.
  fetch: overrides.fetch ?? createNetworkFetch(config.network),
  now: Date.now,
  log: overrides.log ?? withCrashLog(createLogger({ dataDir: config.dataDir, level: config.logLevel, stderr: true })),
  createTokenStore: createDefaultTokenStore,
  startDemoExchange: demoStarter(overrides.demoWorker),
  startDemoUpstreams,
  randomSecret: () => randomBytes(24).toString('base64url'),
  shell: 'browser',
});

const SESSION_CHANGED = events.session.changed.id;
const DATA_CHANGED = events.data.changed.id;

export async function createConsoleCore(config: ConsoleConfig, overrides: Partial<CoreDependencies> = {}): Promise<ConsoleCore> {
  const deps = { ...defaults(config, overrides), ...overrides };
  const { log } = deps;
  if (config.policy?.problem !== undefined) log(`policy: ${config.policy.problem} The console runs with safe defaults (automatic updates off).`);
  let demo: (DemoExchange & { controlSecret: string }) | undefined;
  let client: ExchangeClient | undefined;
  let session: SessionService | undefined;
  let upstreams: Upstreams | undefined;

  try {
    if (config.exchangeUrl === undefined) {
      const controlSecret = config.demo.controlSecret ?? deps.randomSecret();
      const started = await deps.startDemoExchange({
        dataDir: config.dataDir,
        port: config.demo.port,
        prefix: config.apiPrefix,
        adminPassword: config.demo.adminPassword,
        tokenTtlSeconds: config.demo.tokenTtlSeconds,
        controlSecret,
        ...(deps.demoMediaDir ? { mediaDir: deps.demoMediaDir } : {}),
        ...(deps.demoSettlementWorker ? { settlementWorker: deps.demoSettlementWorker } : {}),
        log: (line) => log(`demo: ${line}`),
        // A line per request only where someone asked for the debug log.
        accessLog: config.logLevel === 'debug' ? 'all' : 'problems',
      });
      demo = Object.assign(started, { controlSecret });
    }
    const origin = demo?.origin ?? (config.exchangeUrl as string);
    const settings = await openSettingsStore(config.dataDir, log);
    upstreams = await createUpstreams({
      exchangeOrigin: origin,
      environment: config.upstreams ?? {},
      demoMode: demo !== undefined,
      dataDir: config.dataDir,
      settings,
      fetch: deps.fetch,
      log,
      startDemoUpstreams: deps.startDemoUpstreams,
      ...(config.allowedUpstreamOrigins ? { policyOrigins: config.allowedUpstreamOrigins } : {}),
      ...(deps.createUpstreamKeys ? { createKeys: deps.createUpstreamKeys } : {}),
    });
    const tokenStore = deps.createTokenStore({ dataDir: config.dataDir, exchangeOrigin: origin, log });
    const sessionRef: { current?: SessionService } = {};
    client = createExchangeClient({
      // The demo serves the contract's own paths: the path map is for a real exchange only.
      endpoint: { origin, apiPrefix: demo?.prefix ?? config.apiPrefix, pathMap: demo ? {} : config.pathMap },
      timeoutMs: config.requestTimeoutMs,
      ...(config.maxUploadBytes === undefined ? {} : { maxUploadBytes: config.maxUploadBytes }),
      getToken: () => sessionRef.current?.getToken(),
      onUnauthorized: (tokenUsed) => sessionRef.current?.handleUnauthorized(tokenUsed),
      onForbidden: (tokenUsed) => sessionRef.current?.handleForbidden(tokenUsed),
      // Through the allow-list, like every upstream client.
      fetch: upstreams.fetch,
      log,
    });
    session = sessionRef.current = createSessionService({ client, tokenStore, settings, now: deps.now, log });
    await session.restore();
    const liveUrl = liveFeedUrl(origin, demo?.prefix ?? config.apiPrefix, demo ? {} : config.pathMap);
    const broadcastRef: Parts['broadcastRef'] = {};
    const about = createAbout({
      config,
      version: APP_VERSION,
      shell: deps.shell,
      ...(deps.createUpdater ? { updater: deps.createUpdater(log) } : {}),
      fetch: deps.fetch,
      ...('file' in log && typeof log.file === 'string' ? { logFile: log.file } : {}),
      currentUser: () => {
        const state = session?.getState();
        return state?.status === 'loggedIn' ? `${state.user.userName} (${state.user.role})` : undefined;
      },
      broadcast: (channel, payload) => broadcastRef.current?.(channel, payload),
      log,
    });
    const streamHosts = [...(config.streamHosts ?? []), ...(demo ? [demo.origin] : [])];
    return assemble({ origin, session, client, demo, log, settings, liveUrl, network: config.network, upstreams, about, broadcastRef, streamHosts, fetch: deps.fetch });
  } catch (error) {
    session?.dispose();
    client?.close();
    await upstreams?.close();
    await demo?.close();
    throw error;
  }
}

interface Parts {
  origin: string;
  network: ConsoleConfig['network'];
  session: SessionService;
  client: ExchangeClient;
  demo: (DemoExchange & { controlSecret: string }) | undefined;
  log: (line: string) => void;
  settings: SettingsStore;
  liveUrl: string;
  upstreams: Upstreams;
  about: ReturnType<typeof createAbout>;
  /** Filled by assemble: pushes an event to every window (the update state). */
  broadcastRef: { current?: (channel: string, payload: unknown) => void };
  streamHosts: readonly string[];
  fetch: typeof fetch;
}

function assemble({ origin, session, client, demo, log, settings, liveUrl, network, upstreams, about, broadcastRef, streamHosts, fetch }: Parts): ConsoleCore {
  const monitors = new WindowsService({ settings, session, log });
  const windows = new Map<string, PushToWindow>();
  const pushTo = (windowId: string, push: PushToWindow, channel: string, payload: unknown) => {
    try {
      push(channel, payload);
    } catch (error) {
      // A window closing mid-push must not stop the others from hearing about it.
      log(`push to window ${windowId} failed (${(error as Error).message})`);
    }
  };
  // A change made from one window stales what the others show of it (a market suspended from a monitor);
  // the calling window invalidates its own queries when the answer reaches it.
  broadcastRef.current = (channel, payload) => {
    for (const [windowId, push] of windows) pushTo(windowId, push, channel, payload);
  };
  const broadcastWritten = (tags: readonly string[], from: CallContext) => {
    for (const [windowId, push] of windows) if (windowId !== from?.windowId) pushTo(windowId, push, DATA_CHANGED, { tags });
  };
  const dispatchRef: { current?: ReturnType<typeof createDispatcher> } = {};
  const continuity = createContinuity(session);
  const routed = upstreams.router(client, session);
  const dispatch = (dispatchRef.current = createDispatcher({
    session,
    client: routed,
    localHandlers: {
      ...sessionHandlers(session),
      ...windowsHandlers(monitors),
      ...upstreams.handlers(session, broadcastWritten),
      ...tableLayoutHandlers({ settings, session, log }),
      ...displayPreferencesHandlers({ settings, session, written: broadcastWritten, log }),
      ...continuity.handlers,
      ...about.handlers,
      ...sitesHandlers({ client: routed, session, settings, written: broadcastWritten, log }),
      ...streamingHandlers({
        session,
        hosts: () => streamHosts,
        // The stream hosts are the probe's allow-list, checked again here (what the probe checks, and redirects).
        fetch: createGuardedFetch({ allowedOrigins: () => new Set(streamHosts), fetch, log }),
        playerStreams: async (context) => (dispatchRef.current ? dispatchRef.current(contract.streaming.playerStreams.id, {}, context) : fail({ kind: 'internal', message: 'Not ready.' })),
      }),
    },
    onWritten: broadcastWritten,
    log,
  }));
  // The live feed follows the same proxy and trusted authorities as every HTTP call of main.
  const liveNetwork = socketNetwork(liveUrl, network);
  const hub = new LiveHub({
    createUpstream: (events) =>
      new Upstream({
        url: liveUrl,
        getToken: () => session.getToken(),
        onUnauthorized: (token) => session.handleUnauthorized(token),
        events: reportingConnection(events, routed, log),
        network: liveNetwork,
        log,
      }),
    has: (key) => {
      const state = session.getState();
      return state.status === 'loggedIn' && state.permissions[key] === true;
    },
    log,
  });
  // One upstream per session: opened at login (or a restored session), closed at logout or expiry.
  let liveUser: string | undefined;
  const followSession = (state: ReturnType<SessionService['getState']>) => {
    const user = state.status === 'loggedIn' ? state.user.id : undefined;
    if (user === liveUser) return;
    liveUser = user;
    hub.stop();
    monitors.sessionChanged();
    if (user !== undefined) hub.start();
  };
  followSession(session.getState());
  let disposed: Promise<void> | undefined;

  // Session changes reach every window: a logout in one logs out all.
  const unsubscribe = session.subscribe((state) => {
    followSession(state);
    for (const [windowId, push] of windows) pushTo(windowId, push, SESSION_CHANGED, state);
  });

  return {
    exchangeOrigin: origin,
    streamHosts,
    ...(demo ? { demo: { origin: demo.origin, controlSecret: demo.controlSecret } } : {}),
    call: (channel, input, context, carriage) =>
      disposed ? Promise.resolve(fail({ kind: 'internal', message: FALLBACK_ERROR_MESSAGE })) : dispatch(channel, input, context, carriage),
    attachWindow(windowId, push) {
      windows.set(windowId, push);
      monitors.attach(windowId, push);
      return () => {
        // Only this attachment: a window re-attached under the same id (a reload) stays.
        if (windows.get(windowId) !== push) return;
        windows.delete(windowId);
        monitors.detach(windowId);
        hub.detachWindow(windowId);
      };
    },
    live: {
      attach: (windowId, sink) => hub.attachWindow(windowId, sink),
      subscribe: (windowId, input) => hub.subscribe(windowId, input),
      unsubscribe: (windowId, input) => hub.unsubscribe(windowId, input),
    },
    windows: {
      setShell: (shell) => monitors.setShell(shell),
      reportBounds: (windowId, bounds) => monitors.reportBounds(windowId, bounds),
      closedByUser: (windowId) => monitors.markClosedByUser(windowId),
      focused: (windowId) => monitors.windowUsed(windowId),
    },
    dispose: () =>
      (disposed ??= (async () => {
        unsubscribe();
        continuity.dispose();
        about.dispose();
        hub.stop();
        monitors.dispose();
        windows.clear();
        session.dispose();
        client.close();
        await upstreams.close();
        await demo?.close();
      })()),
  };
}
