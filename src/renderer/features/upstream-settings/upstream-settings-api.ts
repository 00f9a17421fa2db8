import type { ConfigurableUpstream, KeyedUpstream } from '@shared/contract/upstream-settings';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation, bridgeQuery } from '@renderer/app/query';

export const UPSTREAM_SETTINGS_KEY = ['upstreamSettings.list'] as const;
const invalidates = [UPSTREAM_SETTINGS_KEY];

/** Each upstream's base URL and whether its key is set; the keys themselves never leave the main process. */
export const upstreamSettingsQuery = () => bridgeQuery(UPSTREAM_SETTINGS_KEY, () => exchange().upstreamSettings.list());

export const setKeyMutation = () =>
  bridgeMutation((input: { upstream: KeyedUpstream; key: string }) => exchange().upstreamSettings.setKey(input), { invalidates });

export const clearKeyMutation = () =>
  bridgeMutation((input: { upstream: KeyedUpstream }) => exchange().upstreamSettings.clearKey(input), { invalidates });

/** A field error on `baseUrl` (the main core's check) is shown on the field, so no toast. */
export const setBaseUrlMutation = () =>
  bridgeMutation((input: { upstream: ConfigurableUpstream; baseUrl: string | null }) => exchange().upstreamSettings.setBaseUrl(input), {
    invalidates,
    errorToast: false,
  });
