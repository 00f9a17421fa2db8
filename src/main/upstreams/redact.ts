/**
 * Replaces every occurrence of each secret (and its URL-encoded form) in a text bound for a log or an
 * error. Our own lines never hold a URL with its query (the game provider's key travels there), nor any
 * upstream's text; this is the second line of defence should one ever slip in.
 */
export const redactSecrets = (text: string, secrets: readonly string[]): string =>
  secrets
    .filter((secret) => secret.length > 0)
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    .reduce((out, secret) => out.split(secret).join('[redacted]'), text);
