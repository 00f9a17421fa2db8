/**
 * The machine policy's `allowedUpstreamOrigins`, when IT sets it, narrows the allow-list: a third-party
 * service (game provider, white-label node, DNS, geolocation) may only be called at an origin the policy
 * names, whatever an admin typed under Settings. The exchange itself is fixed by its own setting.
 */
export const narrowToPolicy = (configured: ReadonlySet<string>, exchangeOrigin: string, policyOrigins: readonly string[] | undefined): ReadonlySet<string> =>
  policyOrigins === undefined ? configured : new Set([...configured].filter((origin) => origin === exchangeOrigin || policyOrigins.includes(origin)));
