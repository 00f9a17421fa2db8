/** One dotted-decimal byte, without leading zeros (`01` is no IPv4 literal). */
const BYTE = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^(?:${BYTE}\\.){3}${BYTE}$`);
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
/** A scope after the address (`fe80::1%eth0`). */
const ZONE = /%[0-9a-z.:-]+$/i;

const isIpv4 = (text: string): boolean => IPV4.test(text);

/** Eight 16-bit groups, or fewer around one `::`; the last two may be written as an IPv4 address. */
const isIpv6 = (text: string): boolean => {
  const halves = text.replace(ZONE, '').split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  const lastHalf = halves.at(-1) ?? '';
  const ipv4Tail = lastHalf !== '' && isIpv4(groups.at(-1) ?? '');
  const hexGroups = ipv4Tail ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((group) => HEX_GROUP.test(group))) return false;
  const words = hexGroups.length + (ipv4Tail ? 2 : 0);
  return halves.length === 2 ? words <= 7 : words === 8;
};

/**
 * Whether a URL's host is an IP address rather than a name: IPv4 dotted decimal, or IPv6 (URL writes it in
 * brackets, `[::1]`). Answers as node:net's `isIP(host) !== 0` does on the host without its brackets, with
 * no Node import, so the renderer checks a base URL with the same rule as main.
 */
export const isIpLiteral = (host: string): boolean => {
  const bare = host.replace(/^\[|\]$/g, '');
  return isIpv4(bare) || isIpv6(bare);
};
