import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isIpLiteral } from './ip-literal';

/** The check it replaces in main: node:net on the host without URL's brackets. */
const nodeSays = (host: string): boolean => isIP(host.replace(/^\[|\]$/g, '')) !== 0;

describe('isIpLiteral', () => {
  // IPv4 dotted decimal only; IPv6 full, shortened by one ::, with an IPv4 tail or a zone, bracketed or bare; names and near-misses are not.
  it.each<[string, boolean]>([
    ['203.0.113.9', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['01.2.3.4', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['1.2.3.4%eth0', false],
    [' 1.2.3.4', false],
    ['1.2.3.4\n', false],
    ['[2001:db8::1]', true],
    ['2001:db8::1', true],
    ['[::]', true],
    ['[::1]', true],
    ['[1:2:3:4:5:6:7:8]', true],
    ['[FFFF::]', true],
    ['[1:2:3:4:5:6:7::]', true],
    ['[::2:3:4:5:6:7:8]', true],
    ['[::ffff:102:304]', true],
    ['[::ffff:1.2.3.4]', true],
    ['[::1.2.3.4]', true],
    ['[1:2:3:4:5:6:1.2.3.4]', true],
    ['[1:2:3:4:5::1.2.3.4]', true],
    ['fe80::1%eth0', true],
    ['fe80::1%a.b-c:d', true],
    ['fe80::1%', false],
    ['fe80::1%a_b', false],
    ['[1:2:3:4:5:6::1.2.3.4]', false],
    ['[1:2:3:4:5:6:7:1.2.3.4]', false],
    ['[1.2.3.4::]', false],
    ['[1:2:3:4:5:6:7:8:9]', false],
    ['[1:2:3:4:5:6:7]', false],
    ['[1:2:3:4:5:6:7:8::]', false],
    ['[1::2::3]', false],
    ['[12345::]', false],
    ['[:1::]', false],
    ['[1:::2]', false],
    ['[:::]', false],
    ['[g::1]', false],
    ['[::1 ]', false],
    ['[1.2.3.4]', true],
    ['node.example.com', false],
    ['localhost', false],
    ['', false],
    ['[]', false],
  ])('%s: %s, as node:net says', (host, expected) => {
    expect(isIpLiteral(host)).toBe(expected);
    expect(nodeSays(host)).toBe(expected);
  });

  it('agrees with node:net on every host URL makes of a typed address', () => {
    const typed = ['http://0x7f.1:8001', 'http://01.2.3.4:8001', 'http://1.2.3:8001', 'http://1.2.3.4.:8001', 'https://[::FFFF:1.2.3.4]:8001', 'http://[2001:DB8:0:0:0:0:0:1]:8001', 'http://Node.Example.com:8001', 'http://xn--nde-6qa.example:8001'];
    for (const url of typed) {
      const { hostname } = new URL(url);
      expect(isIpLiteral(hostname), hostname).toBe(nodeSays(hostname));
    }
  });
});
