/** A secret as a URL may write it: as typed, URL-encoded, in a path as the URL parser encodes one, and in a lowercased host. */
const urlForms = (secret: string): string[] => {
  let inPath = secret;
  try {
    inPath = new URL(`https://x/${secret}`).pathname.slice(1);
  } catch {
    // Not a path: the other forms stand.
  }
  return [...new Set([secret, encodeURIComponent(secret), inPath, secret.toLowerCase()])];
};

/**
 * Replaces every occurrence of each secret (and the forms a URL writes it in) in a text bound for a log, an
 * error or the settings' history. Our own lines never hold a URL with its query (the game provider's key
 * travels there), nor any upstream's text; this is the second line of defence should one ever slip in.
 */
export const redactSecrets = (text: string, secrets: readonly string[]): string =>
  secrets
    .filter((secret) => secret.length > 0)
    .flatMap(urlForms)
    // Longest first: a shorter form inside a longer one must not leave the rest of the longer one behind.
    .sort((a, b) => b.length - a.length)
    .reduce((out, secret) => out.split(secret).join('[redacted]'), text);
