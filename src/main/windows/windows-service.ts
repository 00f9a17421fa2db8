import {
  events,
  fail,
  mayOpenMonitor,
  monitorHref,
  monitorId,
  ok,
  type Bounds,
  type Channel,
  type LinkedContext,
  type MonitorRef,
  type MonitorState,
  type MonitorView,
  type Result,
  type SessionState,
  type Workspaces,
} from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import type { PermissionKey } from '@shared/permissions';
import type { PushToWindow, WindowShell as CoreWindowShell } from '../core/console-core';
import type { SettingsStore } from '../settings/settings-store';
import { activeOf, findMonitor, defaultMonitor, normalise, patchMonitor, saveAs, view, workspaceNamed, workspacesSectionSchema, WORKSPACES_SECTION, type UserWorkspaces } from './workspace-book';

/** The core's window shell (Electron's; the browser host has none). */
export type WindowShell = CoreWindowShell;

export interface WindowsServiceOptions {
  settings: SettingsStore;
  session: { getState(): SessionState };
  now?: () => Date;
  log?: (line: string) => void;
  /** How long a closed monitor window may take to come back (a reload) before it counts as closed. */
  closeGraceMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

interface WindowEntry {
  push: PushToWindow;
  monitor?: MonitorRef;
  channel: Channel | null;
  /** When the user last used it (attached, a windows call, focused), in the service's own order. */
  usedAt: number;
  /** Its dashboard shell is drawn (`followRoutes`): a route a monitor asks for may be sent here. */
  followsRoutes?: boolean;
}

const CONTEXT = events.windows.context.id;
const LAYOUT = events.windows.layout.id;
const ROUTE = events.windows.route.id;
export const NO_CONSOLE_WINDOW = 'No console window is open to show this page in: open the console, then try again.';
const notLoggedIn = fail({ kind: 'unauthorized', message: FALLBACK_ERROR_MESSAGE });

/**
 * Monitor windows, workspaces and linked context. Workspaces are per user in the settings file; the
 * active one is kept up to date as monitors open, close, filter and move, so the next start restores it.
 */
export class WindowsService {
  private readonly windows = new Map<string, WindowEntry>();
  private shell: WindowShell | undefined;
  /** Monitors whose reopening was handed to a window this session (browser tabs), by user. */
  private handedOut = new Set<string>();
  private readonly pendingClose = new Map<string, unknown>();
  private readonly closedByUser = new Set<string>();
  private disposed = false;
  private used = 0;
  private readonly now: () => Date;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: WindowsServiceOptions) {
    this.now = options.now ?? (() => new Date());
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as NodeJS.Timeout));
  }

  setShell(shell: WindowShell): void {
    this.shell = shell;
  }

  private user(): { id: string; has: (key: PermissionKey) => boolean } | undefined {
    const state = this.options.session.getState();
    if (state.status !== 'loggedIn') return undefined;
    return { id: state.user.id, has: (key) => state.permissions[key] === true };
  }

  private book(userId: string): UserWorkspaces {
    const section = workspacesSectionSchema.safeParse(this.options.settings.get(WORKSPACES_SECTION) ?? {});
    return normalise(section.success ? section.data[userId] : undefined, this.now());
  }

  private save(userId: string, book: UserWorkspaces): void {
    const section = workspacesSectionSchema.safeParse(this.options.settings.get(WORKSPACES_SECTION) ?? {});
    const next = { ...(section.success ? section.data : {}), [userId]: book };
    void this.options.settings.update(WORKSPACES_SECTION, next).catch((error: unknown) => {
      this.options.log?.(`windows: could not save the workspaces (${(error as Error).message})`);
    });
  }

  private openNow(): string[] {
    return [...new Set([...this.windows.values()].flatMap((w) => (w.monitor ? [monitorId(w.monitor)] : [])))];
  }

  private windowOf(ref: MonitorRef): string | undefined {
    for (const [windowId, entry] of this.windows) if (entry.monitor && monitorId(entry.monitor) === monitorId(ref)) return windowId;
    return undefined;
  }

  private patch(userId: string, ref: MonitorRef, patch: Partial<Omit<MonitorState, 'kind' | 'slot'>>): MonitorState {
    const { book, monitor } = patchMonitor(this.book(userId), ref, patch, this.now());
    this.save(userId, book);
    return monitor;
  }

  // Window lifecycle (from the core's attachWindow)

  attach(windowId: string, push: PushToWindow): void {
    this.windows.set(windowId, { push, channel: null, usedAt: ++this.used });
  }

  /** The user is in this window: it called a windows operation, or the shell saw it focused. */
  windowUsed(windowId: string): void {
    const entry = this.windows.get(windowId);
    if (entry) entry.usedAt = ++this.used;
  }

  /** The shell knows the user closed this window (Electron's close button, not the app quitting). */
  markClosedByUser(windowId: string): void {
    this.closedByUser.add(windowId);
  }

  /** A window went away. */
  detach(windowId: string): void {
    const entry = this.windows.get(windowId);
    this.windows.delete(windowId);
    const userClosed = this.closedByUser.delete(windowId) ? true : undefined;
    if (this.disposed) return;
    const ref = entry?.monitor;
    const user = this.user();
    if (!ref || !user) return;
    const id = monitorId(ref);
    if (userClosed === true) {
      if (!this.windowOf(ref)) this.patch(user.id, ref, { open: false });
      return;
    }
    // A tab cannot say why it closed. If it comes back soon it was a reload; if the console's other windows
    // are gone too, the whole browser closed (keep it for next start); otherwise the user closed this one.
    this.clearTimer(this.pendingClose.get(id));
    this.pendingClose.set(
      id,
      this.setTimer(() => {
        this.pendingClose.delete(id);
        const stillUser = this.user();
        if (!stillUser || this.windowOf(ref) || this.windows.size === 0) return;
        this.patch(stillUser.id, ref, { open: false });
      }, this.options.closeGraceMs ?? 1_500),
    );
  }

  /** The session changed: a new login may reopen its monitors again. */
  sessionChanged(): void {
    this.handedOut = new Set();
  }

  reportBounds(windowId: string, bounds: Bounds): void {
    const ref = this.windows.get(windowId)?.monitor;
    const user = this.user();
    if (ref && user) this.patch(user.id, ref, { bounds });
  }

  // Operations (the contract's windows.*)

  openMonitor(ref: MonitorRef): Result<{ opened: boolean; href: string }> {
    const user = this.user();
    if (!user) return notLoggedIn;
    if (!mayOpenMonitor(ref, user.has)) return fail({ kind: 'forbidden', message: 'You do not have permission to open this monitor.' });
    const href = monitorHref(ref);
    const existing = this.windowOf(ref);
    if (existing && this.shell?.focus(existing)) return ok({ opened: true, href });
    const monitor = this.patch(user.id, ref, { open: true });
    this.handedOut.add(`${user.id}:${monitorId(ref)}`);
    if (!this.shell) return ok({ opened: false, href });
    this.shell.openMonitor(href, monitor.bounds);
    return ok({ opened: true, href });
  }

  attachMonitor(windowId: string, ref: MonitorRef): Result<MonitorState> {
    const user = this.user();
    const entry = this.windows.get(windowId);
    if (!user || !entry) return notLoggedIn;
    if (!mayOpenMonitor(ref, user.has)) return fail({ kind: 'forbidden', message: 'You do not have permission to open this monitor.' });
    this.clearTimer(this.pendingClose.get(monitorId(ref)));
    this.pendingClose.delete(monitorId(ref));
    entry.monitor = ref;
    const saved = findMonitor(activeOf(this.book(user.id)), ref) ?? defaultMonitor(ref);
    entry.channel = saved.channel;
    return ok(saved.open ? saved : this.patch(user.id, ref, { open: true }));
  }

  updateMonitor(windowId: string, input: MonitorRef & { view?: MonitorView; channel?: Channel | null; bounds?: Bounds }): Result<MonitorState> {
    const user = this.user();
    if (!user) return notLoggedIn;
    const { kind, slot, ...patch } = input;
    const entry = this.windows.get(windowId);
    if (patch.channel !== undefined && entry?.monitor && monitorId(entry.monitor) === monitorId({ kind, slot })) entry.channel = patch.channel;
    return ok(this.patch(user.id, { kind, slot }, patch));
  }

  closeMonitor(ref: MonitorRef): Result<{ closed: boolean }> {
    const user = this.user();
    if (!user) return notLoggedIn;
    this.patch(user.id, ref, { open: false });
    const windowId = this.windowOf(ref);
    if (windowId && this.shell) this.shell.close(windowId);
    return ok({ closed: true });
  }

  joinChannel(windowId: string, channel: Channel | null): Result<{ channel: Channel | null }> {
    const entry = this.windows.get(windowId);
    const user = this.user();
    if (!entry || !user) return notLoggedIn;
    entry.channel = channel;
    if (entry.monitor) this.patch(user.id, entry.monitor, { channel });
    return ok({ channel });
  }

  /** Relays a selection to the other windows of the sender's channel. */
  selectContext(windowId: string, context: LinkedContext): Result<{ delivered: number }> {
    const channel = this.windows.get(windowId)?.channel;
    if (!this.user()) return notLoggedIn;
    if (!channel) return ok({ delivered: 0 });
    let delivered = 0;
    for (const [otherId, entry] of this.windows) {
      if (otherId === windowId || entry.channel !== channel) continue;
      try {
        entry.push(CONTEXT, { channel, context });
        delivered += 1;
      } catch (error) {
        this.options.log?.(`windows: could not reach window ${otherId} (${(error as Error).message})`);
      }
    }
    return ok({ delivered });
  }

  workspaces(): Result<Workspaces> {
    const user = this.user();
    return user ? ok(view(this.book(user.id), this.openNow())) : notLoggedIn;
  }

  /**
   * Saves the current layout as `name`. One already saved under that name (any case) is replaced only when
   * the user said so (`replace`): a window that asked from an older list cannot overwrite a workspace
   * another window saved meanwhile.
   */
  saveWorkspace(name: string, replace = false): Result<Workspaces> {
    const user = this.user();
    if (!user) return notLoggedIn;
    const existing = workspaceNamed(this.book(user.id), name);
    if (existing && !replace) return fail({ kind: 'conflict', message: `A workspace named "${existing.name}" exists already.` });
    const book = saveAs(this.book(user.id), name, this.now());
    this.save(user.id, book);
    return ok(view(book, this.openNow()));
  }

  loadWorkspace(name: string): Result<Workspaces> {
    const user = this.user();
    if (!user) return notLoggedIn;
    const book = this.book(user.id);
    if (!book.list.some((w) => w.name === name)) return fail({ kind: 'not-found', message: `There is no workspace named "${name}".` });
    const next = { ...book, active: name };
    this.save(user.id, next);
    const wanted = activeOf(next).monitors.filter((m) => m.open && mayOpenMonitor(m, user.has));
    // Monitor windows not in the workspace close themselves; the ones in it reload their view.
    const open = wanted.map(monitorId);
    for (const entry of this.windows.values()) {
      try {
        entry.push(LAYOUT, { open });
      } catch {
        // A window on its way out.
      }
    }
    this.handedOut = new Set();
    if (this.shell) for (const monitor of wanted) if (!this.windowOf(monitor)) this.openWith(user.id, monitor);
    return ok(view(next, this.openNow()));
  }

  private openWith(userId: string, monitor: MonitorState): void {
    this.handedOut.add(`${userId}:${monitorId(monitor)}`);
    this.shell?.openMonitor(monitorHref(monitor), monitor.bounds);
  }

  deleteWorkspace(name: string): Result<Workspaces> {
    const user = this.user();
    if (!user) return notLoggedIn;
    const book = this.book(user.id);
    if (book.active === name) return fail({ kind: 'conflict', message: 'This workspace is in use: switch to another one first.' });
    const next = { ...book, list: book.list.filter((w) => w.name !== name) };
    this.save(user.id, next);
    return ok(view(next, this.openNow()));
  }

  /**
   * The active workspace's open monitors that have no window and were not handed out yet this session.
   * Electron opens them itself (and answers none); the browser host's page opens them as tabs.
   */
  pendingMonitors(): Result<Array<MonitorRef & { href: string }>> {
    const user = this.user();
    if (!user) return notLoggedIn;
    const wanted = activeOf(this.book(user.id)).monitors.filter(
      (m) => m.open && mayOpenMonitor(m, user.has) && !this.windowOf(m) && !this.handedOut.has(`${user.id}:${monitorId(m)}`),
    );
    for (const monitor of wanted) this.handedOut.add(`${user.id}:${monitorId(monitor)}`);
    if (this.shell) {
      for (const monitor of wanted) this.shell.openMonitor(monitorHref(monitor), monitor.bounds);
      return ok([]);
    }
    return ok(wanted.map((m) => ({ kind: m.kind, slot: m.slot, href: monitorHref(m) })));
  }

  /** The window's dashboard shell is drawn: it follows the routes monitors ask for (`showRoute`). */
  followRoutes(windowId: string): Result<null> {
    const entry = this.windows.get(windowId);
    if (entry) entry.followsRoutes = true;
    return ok(null);
  }

  /**
   * Shows a route in the console window (no monitor in it) the user used last, and brings it forward; with
   * none open, the shell opens the console's main window there if it can.
   */
  showRoute(href: string): Result<{ found: boolean }> {
    if (!this.user()) return notLoggedIn;
    const consoles = [...this.windows].filter(([, entry]) => entry.followsRoutes === true && !entry.monitor).sort(([, a], [, b]) => b.usedAt - a.usedAt);
    for (const [windowId, entry] of consoles) {
      try {
        entry.push(ROUTE, { href });
      } catch (error) {
        this.options.log?.(`windows: could not reach window ${windowId} (${(error as Error).message})`);
        continue;
      }
      this.shell?.focus(windowId);
      this.windowUsed(windowId);
      return ok({ found: true });
    }
    if (!this.shell?.openConsole) return fail({ kind: 'not-found', message: NO_CONSOLE_WINDOW });
    this.shell.openConsole(href);
    return ok({ found: false });
  }

  dispose(): void {
    this.disposed = true;
    for (const handle of this.pendingClose.values()) this.clearTimer(handle);
    this.pendingClose.clear();
    this.windows.clear();
  }
}
