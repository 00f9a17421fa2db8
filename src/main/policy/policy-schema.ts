import { z } from 'zod';
import { LOG_LEVELS } from '../logging/logger';

export const UPDATE_CHANNELS = ['stable', 'beta'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

const origin = z.string().transform((value, ctx) => {
  const url = URL.parse(value);
  if (url === null || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search !== '') {
    ctx.addIssue({ code: 'custom', message: `${JSON.stringify(value)} is not an origin like https://exchange.example.com` });
    return z.NEVER;
  }
  return url.origin;
});

const httpsUrl = z.string().refine((value) => URL.parse(value)?.protocol === 'https:', 'must be an https:// URL');

/**
 * The per-machine policy IT writes, like the enterprise policies of VS Code and Chrome. Every field is
 * optional: what it sets is fixed for every user of the machine (shown as locked in the settings);
 * what it leaves out stays the user's or the environment's choice. Unknown fields are refused, so a
 * typo in a policy is reported instead of silently ignored.
 */
export const policySchema = z.strictObject({
  /** The exchange every user of this machine works on (overrides EXCHANGE_URL). */
  exchangeUrl: origin.optional(),
  updates: z
    .strictObject({
      /** The generic HTTPS feed IT hosts (electron-updater's latest.yml / beta.yml live there). */
      feedUrl: httpsUrl.optional(),
      channel: z.enum(UPDATE_CHANNELS).optional(),
      /** false: the console never checks or downloads by itself (IT deploys new versions). */
      automatic: z.boolean().optional(),
    })
    .optional(),
  /** 'system': the OS's proxy settings; 'direct': none; or a proxy URL such as http://proxy.corp:3128. */
  proxy: z.union([z.literal('system'), z.literal('direct'), z.url({ protocol: /^https?$/ })]).optional(),
  /** PEM files of extra certificate authorities to trust (a corporate TLS-inspecting proxy's CA). */
  extraCaCertificates: z.array(z.string().min(1)).max(20).optional(),
  /**
   * When set, the only origins the third-party services (game provider, white-label node, DNS,
   * geolocation) may be called at, whatever an admin sets under Settings; the exchange is fixed by exchangeUrl.
   */
  allowedUpstreamOrigins: z.array(origin).max(50).optional(),
  logLevel: z.enum(LOG_LEVELS).optional(),
});
export type Policy = z.infer<typeof policySchema>;

/**
 * What a console runs with when its policy file exists but cannot be used: nothing that changes the
 * machine on its own (no automatic updates), nothing trusted beyond the OS's own certificates.
 */
export const SAFE_DEFAULT_POLICY: Policy = { updates: { automatic: false } };
