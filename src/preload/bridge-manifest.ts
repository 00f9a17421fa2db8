import { listBridgedOperations, listEventStreams } from '@shared/contract';

/** What the bridge needs to know of the contract: names and channels, no schemas. */
export interface BridgeManifest {
  calls: Array<{ area: string; name: string; channel: string }>;
  events: Array<{ area: string; name: string; channel: string }>;
}

/**
 * Read from the contract at run time here. The browser build (vite.browser.config.ts) replaces this
 * module with the same lists as a constant, so the page's bridge script does not ship the contract's
 * zod schemas (about 28 kB gzipped) ahead of the app.
 */
export const bridgeManifest = (): BridgeManifest => ({
  calls: listBridgedOperations().map(({ area, name, channel }) => ({ area, name, channel })),
  events: listEventStreams().map(({ area, name, channel }) => ({ area, name, channel })),
});
