import type { ConfigurableUpstream } from '@shared/contract/upstream-settings';
import { checkBaseUrl } from '@shared/upstreams/base-url';

/** The environment variable that gives each third-party upstream its base URL (README, Configuration). */
export const UPSTREAM_URL_VARIABLES: Record<ConfigurableUpstream, string> = {
  gameProvider: 'GAME_PROVIDER_URL',
  whiteLabelNode: 'WHITE_LABEL_NODE_URL',
  dnsProvider: 'DNS_PROVIDER_URL',
  geolocation: 'GEOLOCATION_URL_TEMPLATE',
};

export type UpstreamUrls = Partial<Record<ConfigurableUpstream, string>>;

/** Reads and checks the base URLs the environment gives; a bad one stops the start with the variable's name. */
export function readUpstreamUrls(env: NodeJS.ProcessEnv): UpstreamUrls {
  const urls: UpstreamUrls = {};
  for (const [upstream, name] of Object.entries(UPSTREAM_URL_VARIABLES) as Array<[ConfigurableUpstream, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const checked = checkBaseUrl(upstream, raw);
    if (!checked.ok) throw new Error(`${name}: ${checked.message}`);
    urls[upstream] = checked.value.url;
  }
  return urls;
}
