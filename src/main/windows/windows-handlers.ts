import type { Channel, LinkedContext, MonitorRef } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import type { WindowsService } from './windows-service';

/**
 * Calls a window makes by itself, on a timer (the Monitors hub reads its workspaces every few seconds): they
 * say nothing of where the user is.
 */
const POLLS: ReadonlySet<string> = new Set(['windows.workspaces', 'windows.pendingMonitors']);

/**
 * The contract's `windows.*` operations (inputs already validated by the dispatcher). Each call but a poll
 * also says the user is in the calling window, so `showRoute` picks the console window used last.
 */
export const windowsHandlers = (windows: WindowsService): Record<string, LocalHandler> => {
  const handlers: Record<string, LocalHandler> = {
    'windows.openMonitor': async (input) => windows.openMonitor(input as MonitorRef),
    'windows.attachMonitor': async (input, context) => windows.attachMonitor(context.windowId, input as MonitorRef),
    'windows.updateMonitor': async (input, context) => windows.updateMonitor(context.windowId, input as Parameters<WindowsService['updateMonitor']>[1]),
    'windows.closeMonitor': async (input) => windows.closeMonitor(input as MonitorRef),
    'windows.joinChannel': async (input, context) => windows.joinChannel(context.windowId, (input as { channel: Channel | null }).channel),
    'windows.selectContext': async (input, context) => windows.selectContext(context.windowId, input as LinkedContext),
    'windows.workspaces': async () => windows.workspaces(),
    'windows.saveWorkspace': async (input) => {
      const { name, replace } = input as { name: string; replace?: boolean };
      return windows.saveWorkspace(name, replace === true);
    },
    'windows.loadWorkspace': async (input) => windows.loadWorkspace((input as { name: string }).name),
    'windows.deleteWorkspace': async (input) => windows.deleteWorkspace((input as { name: string }).name),
    'windows.pendingMonitors': async () => windows.pendingMonitors(),
    'windows.showRoute': async (input) => windows.showRoute((input as { href: string }).href),
    'windows.followRoutes': async (_input, context) => windows.followRoutes(context.windowId),
  };
  return Object.fromEntries(
    Object.entries(handlers).map(([channel, handler]): [string, LocalHandler] => [
      channel,
      async (input, context) => {
        if (!POLLS.has(channel)) windows.windowUsed(context.windowId);
        return handler(input, context);
      },
    ]),
  );
};
