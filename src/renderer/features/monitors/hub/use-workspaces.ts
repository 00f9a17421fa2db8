import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { windows, type Workspaces } from '@shared/contract/windows';
import { operationKey } from '@renderer/app/data/operations';
import { useOperation } from '@renderer/app/data/use-operation';

/**
 * The user's workspaces. They change as monitors open and close in other windows, which the main core
 * does not announce: polled every few seconds, never blanking the hub.
 */
export const useWorkspaces = () => useOperation(windows.workspaces, undefined, { spinner: false, refetchInterval: 3_000 });

/**
 * Shows what a save, switch or delete answered at once. The poll alone would show it seconds later, or
 * not at all while the hub's tab is in the background (a popped-out monitor in front): it pauses there.
 */
export const useShowWorkspaces = () => {
  const client = useQueryClient();
  return useCallback((answer: { data: Workspaces }) => client.setQueryData(operationKey(windows.workspaces, undefined), answer.data), [client]);
};
