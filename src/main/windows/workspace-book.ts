import { z } from 'zod';
import {
  DEFAULT_WORKSPACE,
  monitorId,
  workspaceSchema,
  type MonitorRef,
  type MonitorState,
  type Workspace,
  type Workspaces,
} from '@shared/contract/windows';

/** One user's workspaces as the settings file keeps them. */
export const userWorkspacesSchema = z.object({
  active: z.string(),
  list: z.array(workspaceSchema).max(50),
});
export type UserWorkspaces = z.infer<typeof userWorkspacesSchema>;

/** The settings section: per user id. */
export const workspacesSectionSchema = z.record(z.string(), userWorkspacesSchema);
export const WORKSPACES_SECTION = 'workspaces';

export const emptyWorkspace = (name: string, now: Date): Workspace => ({ name, monitors: [], updatedAt: now.toISOString() });

export const defaultMonitor = (ref: MonitorRef): MonitorState => ({ ...ref, open: false, bounds: null, view: {}, channel: null });

/** A user's workspaces, always with the active one present (made if missing). */
export const normalise = (stored: UserWorkspaces | undefined, now: Date): UserWorkspaces => {
  const list = stored?.list.length ? stored.list : [emptyWorkspace(DEFAULT_WORKSPACE, now)];
  const active = list.some((w) => w.name === stored?.active) ? (stored?.active as string) : (list[0] as Workspace).name;
  return { active, list };
};

export const activeOf = (book: UserWorkspaces): Workspace => book.list.find((w) => w.name === book.active) ?? (book.list[0] as Workspace);

export const findMonitor = (workspace: Workspace, ref: MonitorRef): MonitorState | undefined =>
  workspace.monitors.find((m) => m.kind === ref.kind && m.slot === ref.slot);

/** Changes one monitor of the active workspace (creating it); returns the new book and the monitor. */
export const patchMonitor = (
  book: UserWorkspaces,
  ref: MonitorRef,
  patch: Partial<Omit<MonitorState, 'kind' | 'slot'>>,
  now: Date,
): { book: UserWorkspaces; monitor: MonitorState } => {
  const workspace = activeOf(book);
  const monitor: MonitorState = { ...(findMonitor(workspace, ref) ?? defaultMonitor(ref)), ...patch, kind: ref.kind, slot: ref.slot };
  const monitors = [...workspace.monitors.filter((m) => monitorId(m) !== monitorId(ref)), monitor].sort((a, b) =>
    monitorId(a).localeCompare(monitorId(b), 'en', { numeric: true }),
  );
  const next = { ...workspace, monitors, updatedAt: now.toISOString() };
  return { book: { ...book, list: book.list.map((w) => (w.name === workspace.name ? next : w)) }, monitor };
};

/** One workspace per name whatever its case: "default" is the workspace "Default" (the hub's Save as… asks before replacing it). */
const sameWorkspaceName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The saved workspace a new one of this name would replace (one per name, whatever its case). */
export const workspaceNamed = (book: UserWorkspaces, name: string): Workspace | undefined => book.list.find((w) => sameWorkspaceName(w.name, name));

/**
 * Saves the active layout under `name` and makes it active. A workspace of that name ignoring case is
 * replaced, and the name is kept as typed now (saving "default" over "Default" leaves "default" alone).
 */
export const saveAs = (book: UserWorkspaces, name: string, now: Date): UserWorkspaces => {
  const copy: Workspace = { ...activeOf(book), name, updatedAt: now.toISOString() };
  const others = book.list.filter((w) => !sameWorkspaceName(w.name, name));
  return { active: name, list: [...others, copy].sort((a, b) => a.name.localeCompare(b.name)) };
};

export const view = (book: UserWorkspaces, openNow: readonly string[]): Workspaces => ({
  active: book.active,
  current: activeOf(book),
  names: book.list.map((w) => ({ name: w.name, monitors: w.monitors.filter((m) => m.open).length, updatedAt: w.updatedAt })),
  openNow: [...openNow],
});
