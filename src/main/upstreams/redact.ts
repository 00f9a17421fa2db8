/** What may be logged of a URL: scheme, host and path. Queries carry keys (the game provider's), so never. */
export const redactUrl = (url: string): string => {
  const parsed = URL.parse(url);
  return parsed === null ? '(unparsable URL)' : `${parsed.origin}${parsed.pathname}`;
};

/** Replaces every occurrence of each secret (and its URL-encoded form) in a text bound for a log or an error. */
export const redactSecrets = (text: string, secrets: readonly string[]): string =>
  secrets
    .filter((secret) => secret.length > 0)
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    .reduce((out, secret) => out.split(secret).join('[redacted]'), text);
