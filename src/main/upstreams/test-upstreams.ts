import type { SessionState } from '@shared/contract';
import type { SettingsStore } from '../settings/settings-store';
import { createDemoUpstreamKeys } from './key-store';
import type { UpstreamUrls } from './upstream-env';
import { createUpstreamRegistry } from './upstream-registry';

/** A settings store in memory (tests). */
export const memorySettings = (): SettingsStore => {
  const sections = new Map<string, unknown>();
  return {
    get: ((section: string) => sections.get(section)) as SettingsStore['get'],
    update: async (section, value) => {
      if (value === undefined) sections.delete(section);
      else sections.set(section, value);
    },
  };
};

/** A registry over memory settings and memory keys (tests). */
export const testRegistry = (environment: UpstreamUrls, keys: { gameProvider?: string; geolocation?: string } = {}) =>
  createUpstreamRegistry({ exchangeOrigin: 'https://exchange.example.com', environment, settings: memorySettings(), keys: createDemoUpstreamKeys(keys) });

export const loggedInAs = (role: string, permissions: Record<string, true> = {}): SessionState => ({
  status: 'loggedIn',
  user: { id: 'u1', userName: `${role}-user`, role },
  permissions,
  expiresAt: Date.now() + 3_600_000,
  tokenStorage: 'memory',
});
