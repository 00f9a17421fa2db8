import { windows } from '@shared/contract/windows';
import { useOperation } from '@renderer/app/data/use-operation';

/**
 * The user's workspaces. They change as monitors open and close in other windows, which the main core
 * does not announce: polled every few seconds, never blanking the hub.
 */
export const useWorkspaces = () => useOperation(windows.workspaces, undefined, { spinner: false, refetchInterval: 3_000 });
