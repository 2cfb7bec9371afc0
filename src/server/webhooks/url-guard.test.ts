import { describe, expect, it } from 'vitest';
import { checkUrl, isForbiddenAddress, type Lookup, resolveTarget } from './url-guard';

/*
 * The webhooks' guard against server-side request forgery (DESIGN §1 "Webhooks and integrations"): in production an
 * endpoint is https and public, checked on the address typed and on every address its name resolves to.
 */

const PRODUCTION = { allowPrivate: false };
const DEVELOPMENT = { allowPrivate: true };

const refused = (text: string, policy = PRODUCTION) => 'refusal' in checkUrl(text, policy);

describe('forbidden addresses', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.0.0.8', 'IETF'],
    ['192.0.2.10', 'documentation'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback in brackets'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated: nothing public)'],
    ['64:ff9b::7f00:1', 'NAT64 of a loopback'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['100::1', 'discard-only'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['2002:7f00:1::1', '6to4 of a loopback'],
    ['2002:0a00:0001::1', '6to4 of a private address'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['febf::1', 'link-local, end of range'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['not-an-ip', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.169.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4007:80e::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:0808:0808::1',
  ])('lets the public address %s through', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe('the address registered', () => {
  it('is http(s) whatever the policy', () => {
    for (const policy of [PRODUCTION, DEVELOPMENT]) {
      expect(refused('ftp://example.com/hook', policy)).toBe(true);
      expect(refused('file:///etc/passwd', policy)).toBe(true);
      expect(refused('javascript:alert(1)', policy)).toBe(true);
      expect(refused('gopher://example.com/', policy)).toBe(true);
      expect(refused('not a url', policy)).toBe(true);
      expect(refused('/relative/path', policy)).toBe(true);
    }
  });

  it('is https in production, and plain http is allowed outside it', () => {
    expect(refused('http://example.com/hook')).toBe(true);
    expect(refused('https://example.com/hook')).toBe(false);
    expect(refused('http://127.0.0.1:8080/hook', DEVELOPMENT)).toBe(false);
  });

  it('refuses loopback, private and link-local hosts however written', () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://127.1/hook',
      'https://2130706433/hook', // 127.0.0.1 in decimal
      'https://0x7f000001/hook', // in hexadecimal
      'https://0x7f.0.0.1/hook',
      'https://017700000001/hook', // in octal
      'https://0177.0.0.1/hook',
      'https://0/hook',
      'https://10.0.0.5/hook',
      'https://167772165/hook', // 10.0.0.5
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:169.254.169.254]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://localhost/hook',
      'https://LOCALHOST./hook',
      'https://api.localhost/hook',
    ])
      expect(refused(url), url).toBe(true);
  });

  it('refuses a user name or password in the address', () => {
    expect(refused('https://user:secret@example.com/hook')).toBe(true);
  });

  it('lets public hosts through, and everything http(s) when private addresses are allowed', () => {
    expect(refused('https://example.com/hooks?x=1')).toBe(false);
    expect(refused('https://8.8.8.8/hook')).toBe(false);
    expect(refused('https://[2606:4700:4700::1111]/hook')).toBe(false);
    expect(refused('http://localhost:3000/hook', DEVELOPMENT)).toBe(false);
    expect(refused('http://[::1]:3000/hook', DEVELOPMENT)).toBe(false);
  });

  it('names the host it refused', () => {
    const checked = checkUrl('https://10.1.2.3/x', PRODUCTION);
    expect('refusal' in checked && checked.refusal.values).toEqual({ host: '10.1.2.3' });
  });
});

describe('the address a delivery connects to', () => {
  const answers =
    (table: Record<string, string[]>): Lookup =>
    async (host) =>
      (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('is what DNS answers, checked: a name that resolves to a private address is refused', async () => {
    const lookup = answers({
      'good.example': ['93.184.215.14'],
      'internal.example': ['10.0.0.7'],
      'metadata.example': ['169.254.169.254'],
      'mixed.example': ['93.184.215.14', '127.0.0.1'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'six.example': ['fd00::2'],
    });
    const at = (url: string) => resolveTarget(new URL(url), PRODUCTION, lookup);
    expect(await at('https://good.example/hook')).toEqual({ target: { address: '93.184.215.14', family: 4 } });
    for (const url of [
      'https://internal.example/hook',
      'https://metadata.example/hook',
      'https://mixed.example/hook',
      'https://mapped.example/hook',
      'https://six.example/hook',
    ])
      expect('refusal' in (await at(url)), url).toBe(true);
  });

  it('is refused when the name does not resolve', async () => {
    const failing: Lookup = async () => {
      throw new Error('ENOTFOUND');
    };
    const result = await resolveTarget(new URL('https://nowhere.example/'), PRODUCTION, failing);
    expect(result).toEqual({
      refusal: { message: '{host} could not be found: check the address.', values: { host: 'nowhere.example' } },
    });
  });

  it('is the IP itself when the host is one (no DNS asked), checked the same way', async () => {
    const never: Lookup = async () => {
      throw new Error('DNS asked for an IP');
    };
    expect(await resolveTarget(new URL('https://8.8.8.8/x'), PRODUCTION, never)).toEqual({
      target: { address: '8.8.8.8', family: 4 },
    });
    expect('refusal' in (await resolveTarget(new URL('https://[::1]/x'), PRODUCTION, never))).toBe(true);
    expect(await resolveTarget(new URL('http://[::1]:9/x'), DEVELOPMENT, never)).toEqual({
      target: { address: '::1', family: 6 },
    });
  });

  it('lets private addresses through when they are allowed', async () => {
    const lookup = answers({ localhost: ['127.0.0.1'] });
    expect(await resolveTarget(new URL('http://localhost:4000/x'), DEVELOPMENT, lookup)).toEqual({
      target: { address: '127.0.0.1', family: 4 },
    });
  });
});
