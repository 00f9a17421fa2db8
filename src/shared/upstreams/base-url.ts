import type { ConfigurableUpstream } from '@shared/contract/upstream-settings';
import { isIpLiteral } from './ip-literal';

/** Spec §7: the white-label node listens on a raw IP address at this port. */
export const WHITE_LABEL_NODE_PORT = '8001';
export const KEY_PLACEHOLDER = '{key}';

/** A base URL an upstream accepted: the text calls start from, and the one origin the allow-list admits for it. */
export interface CheckedBaseUrl {
  /** No trailing slash (the geolocation entry is its template, placeholders kept). */
  readonly url: string;
  /** `https://host[:port]`: the allow-list entry. */
  readonly origin: string;
}

export type BaseUrlCheck = { ok: true; value: CheckedBaseUrl } | { ok: false; message: string };

const bad = (message: string): BaseUrlCheck => ({ ok: false, message });

/** A refusal of `checkBaseUrl` as the settings screen and main both say it: "Base URL: must not have a #fragment." */
export const baseUrlSentence = (message: string): string => `Base URL: ${message}.`;

/**
 * Checks a base URL for one upstream: main before it saves or uses one, the settings screen as it is typed.
 * Rules that matter for safety: http(s) only, no credentials in the URL (they would end up in logs), no
 * query of its own (main adds the key), the white-label node at an IP literal on port 8001, and the
 * geolocation template with its `{key}` after the origin, never in it.
 */
export function checkBaseUrl(upstream: ConfigurableUpstream, raw: string): BaseUrlCheck {
  const text = raw.trim();
  const isTemplate = upstream === 'geolocation';
  // Placeholders are not valid in every URL position: parse a stand-in, keep the template text.
  const parsed = URL.parse(isTemplate ? text.replace(/\{[a-z]+\}/gi, 'placeholder') : text);
  if (parsed === null || !['http:', 'https:'].includes(parsed.protocol)) return bad('must be an http or https URL');
  if (parsed.username !== '' || parsed.password !== '') return bad('must not carry a user name or password');
  if (parsed.hash !== '') return bad('must not have a #fragment');
  const { origin } = parsed;
  if (isTemplate) {
    if (text.split(KEY_PLACEHOLDER).length !== 2) return bad(`must contain ${KEY_PLACEHOLDER} exactly once`);
    if (!text.toLowerCase().startsWith(`${origin}/`)) return bad('must have its placeholders after the host, in the path or query');
    return { ok: true, value: { url: text, origin } };
  }
  if (parsed.search !== '') return bad('must not have a query; main adds what the calls need');
  if (upstream === 'whiteLabelNode') {
    if (!isIpLiteral(parsed.hostname)) return bad('must be a raw IP address, as the node is provisioned');
    if (parsed.port !== WHITE_LABEL_NODE_PORT) return bad(`must name port ${WHITE_LABEL_NODE_PORT}`);
  }
  return { ok: true, value: { url: `${origin}${parsed.pathname.replace(/\/+$/, '')}`, origin } };
}
