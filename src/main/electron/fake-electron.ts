import { EventEmitter } from 'node:events';

/**
 * A hand-made stand-in for the parts of `electron` the shell uses. The real module cannot load here
 * (no binary), and a fake keeps the security assertions about *our* settings, not Electron's.
 * Used by tests only, through `vi.mock('electron', ...)`.
 */
export class FakeWebContents extends EventEmitter {
  static nextId = 1;
  readonly id = FakeWebContents.nextId++;
  sent: Array<[string, unknown]> = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  destroyed = false;
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
  }
  posted: Array<[string, unknown, unknown[]]> = [];
  postMessage(channel: string, message: unknown, transfer: unknown[] = []) {
    this.posted.push([channel, message, transfer]);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  isDestroyed() {
    return this.destroyed;
  }
  /** Emits a navigation-like event and tells whether a listener prevented it. */
  attempt(eventName: string, url: string): boolean {
    let prevented = false;
    this.emit(eventName, { url, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static all: FakeBrowserWindow[] = [];
  static fromWebContents(contents: unknown): FakeBrowserWindow | null {
    return FakeBrowserWindow.all.find((w) => w.webContents === contents) ?? null;
  }
  progress: number | undefined;
  setProgressBar(fraction: number) {
    this.progress = fraction;
  }
  readonly webContents = new FakeWebContents();
  loadedUrl: string | undefined;
  destroyed = false;
  constructor(readonly options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>) {
    super();
    FakeBrowserWindow.all.push(this);
    fakeElectron.app.emit('web-contents-created', {}, this.webContents);
  }
  async loadURL(url: string) {
    this.loadedUrl = url;
  }
  isDestroyed() {
    return this.destroyed;
  }
  isMinimized() {
    return false;
  }
  bounds = { x: 10, y: 20, width: 1200, height: 760 };
  getBounds() {
    return { ...this.bounds };
  }
  restore() {}
  focus() {}
  show() {}
  close() {
    this.emit('close', { preventDefault: () => undefined });
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

type Handler = (event: unknown, ...args: unknown[]) => unknown;

/** Both ends of a MessageChannelMain, in memory: what one end posts, the other end's listeners get. */
export class FakeMessagePortMain extends EventEmitter {
  other: FakeMessagePortMain | undefined;
  started = false;
  closed = false;
  postMessage(data: unknown) {
    this.other?.emit('message', { data });
  }
  start() {
    this.started = true;
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.other?.emit('close');
  }
}

export class FakeMessageChannelMain {
  readonly port1 = new FakeMessagePortMain();
  readonly port2 = new FakeMessagePortMain();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

function createFake() {
  const app = Object.assign(new EventEmitter(), {
    isPackaged: true,
    gotLock: true,
    readyCallbacks: [] as Array<() => void>,
    requestSingleInstanceLock: () => app.gotLock,
    enableSandbox: () => undefined,
    switches: new Map<string, string | undefined>(),
    commandLine: { appendSwitch: (name: string, value?: string) => void app.switches.set(name, value) },
    whenReady: () => new Promise<void>((resolve) => app.readyCallbacks.push(resolve)),
    getPath: (name: string) => `/fake/${name}`,
    quit: () => undefined,
    exit: () => undefined,
  });
  const webRequest = { headersListener: undefined as undefined | ((details: unknown, callback: (response: unknown) => void) => void) };
  type RequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
  type CheckHandler = (...args: unknown[]) => boolean;
  const defaultSession = {
    permissionRequestHandler: undefined as RequestHandler | undefined,
    permissionCheckHandler: undefined as CheckHandler | undefined,
    setPermissionRequestHandler(handler: RequestHandler) {
      defaultSession.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler: CheckHandler) {
      defaultSession.permissionCheckHandler = handler;
    },
    webRequest: {
      onHeadersReceived(listener: typeof webRequest.headersListener) {
        webRequest.headersListener = listener;
      },
    },
    sessionListeners: new Map<string, (...args: unknown[]) => void>(),
    on(event: string, listener: (...args: unknown[]) => void) {
      defaultSession.sessionListeners.set(event, listener);
    },
  };
  return {
    app,
    webRequest,
    BrowserWindow: FakeBrowserWindow,
    ipcMain: {
      handlers: new Map<string, Handler>(),
      handle: (channel: string, handler: Handler) => fake.ipcMain.handlers.set(channel, handler),
      listeners: new Map<string, Handler>(),
      on: (channel: string, listener: Handler) => fake.ipcMain.listeners.set(channel, listener),
    },
    MessageChannelMain: FakeMessageChannelMain,
    protocol: {
      privileged: [] as unknown[],
      handlers: new Map<string, (request: Request) => Promise<Response>>(),
      registerSchemesAsPrivileged: (schemes: unknown[]) => fake.protocol.privileged.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => fake.protocol.handlers.set(scheme, handler),
      registerFileProtocol: () => {
        throw new Error('file protocols are not used');
      },
    },
    session: { defaultSession },
    shell: { opened: [] as string[], openExternal: async (url: string) => void fake.shell.opened.push(url) },
    crashReporter: { started: [] as unknown[], start: (options: unknown) => void fake.crashReporter.started.push(options) },
    dialog: { errors: [] as string[], showErrorBox: (title: string, message: string) => void fake.dialog.errors.push(`${title}: ${message}`) },
    ipcRenderer: Object.assign(new EventEmitter(), { invoke: async (..._args: unknown[]): Promise<unknown> => undefined }),
    contextBridge: { exposed: new Map<string, unknown>(), exposeInMainWorld: (key: string, api: unknown) => fake.contextBridge.exposed.set(key, api) },
  };
}

const fake = createFake();
export const fakeElectron = fake;
