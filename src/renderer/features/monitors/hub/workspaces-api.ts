import type { Workspaces } from '@shared/contract/windows';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation, bridgeQuery } from '@renderer/app/query';

export const WORKSPACES_KEY = ['windows.workspaces'] as const;

/** The workspaces change as monitors open and close in other windows: refetched on focus and every few seconds, never blanking. */
export const workspacesQuery = () => ({
  ...bridgeQuery(WORKSPACES_KEY, () => exchange().windows.workspaces(), { spinner: false }),
  refetchInterval: 3_000,
});

const meta = { invalidates: [WORKSPACES_KEY], spinner: false };
export const loadWorkspaceMutation = () => bridgeMutation((input: { name: string }) => exchange().windows.loadWorkspace(input), meta);
export const deleteWorkspaceMutation = () => bridgeMutation((input: { name: string }) => exchange().windows.deleteWorkspace(input), meta);

export type { Workspaces };
