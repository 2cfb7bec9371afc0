import { isIP } from 'node:net';
import { msg } from '../../domain/i18n/translator';

/*
 * The webhooks' guard against server-side request forgery (DESIGN §1 "Webhooks and integrations"): an endpoint is
 * an address the owner types, which the shop's own servers then post to. Unless private addresses are allowed
 * (WEBHOOKS_ALLOW_PRIVATE, outside production only), an endpoint must be https and its host must be, and resolve
 * only to, public addresses: never a loopback, private, shared, link-local, unique-local, unspecified, multicast,
 * documentation or reserved one, in IPv4 or IPv6 (an IPv4 address written inside IPv6 is read as the IPv4 it is).
 * Checked at registration and again at each delivery, on the addresses the delivery then connects to (worker.ts
 * pins them, so a DNS answer that changes between the check and the connection changes nothing).
 *
 * Pure but for `resolveTarget`, whose DNS lookup is passed in.
 */

/** What the shop allows: private addresses and plain http (tests, a developer's machine), or neither (production). */
export interface UrlPolicy {
  allowPrivate: boolean;
}

/** Why an address was refused, as a catalogue message and its values (the answer's words, the delivery log's). */
export interface Refusal {
  message: string;
  values?: Record<string, string>;
}

const NOT_A_URL = msg('Enter a full address, such as https://example.com/webhooks.');
const NOT_HTTP = msg('Webhooks go to http:// or https:// addresses.');
const NOT_HTTPS = msg('Webhooks go to https:// addresses only.');
const CREDENTIALS = msg('A webhook address carries no user name or password: the signature proves who sends.');
const NOT_PUBLIC = msg(
  '{host} is not a public address: webhooks never go to loopback, private or link-local addresses.',
);
const NOT_FOUND = msg('{host} could not be found: check the address.');

/** An IPv4 range: its first address as a number and its prefix length. */
type Range4 = readonly [first: number, bits: number];

const v4 = (dotted: string, bits: number): Range4 => [parseIPv4(dotted)!, bits];

/** The IPv4 ranges no webhook goes to (IANA's special-purpose registry, less the globally reachable ones). */
const FORBIDDEN_V4: readonly Range4[] = [
  v4('0.0.0.0', 8), // "this network", unspecified
  v4('10.0.0.0', 8), // private
  v4('100.64.0.0', 10), // shared address space (carrier-grade NAT)
  v4('127.0.0.0', 8), // loopback
  v4('169.254.0.0', 16), // link-local (cloud metadata lives here)
  v4('172.16.0.0', 12), // private
  v4('192.0.0.0', 24), // IETF protocol assignments
  v4('192.0.2.0', 24), // documentation
  v4('192.88.99.0', 24), // 6to4 relay anycast
  v4('192.168.0.0', 16), // private
  v4('198.18.0.0', 15), // benchmarking
  v4('198.51.100.0', 24), // documentation
  v4('203.0.113.0', 24), // documentation
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved, and the broadcast address
];

/** A dotted-quad IPv4 address as a 32-bit number; undefined for anything else. */
function parseIPv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

function inRange4(address: number, [first, bits]: Range4): boolean {
  const size = 2 ** (32 - bits);
  return address >= first && address < first + size;
}

const forbidden4 = (address: number) => FORBIDDEN_V4.some((range) => inRange4(address, range));

/** An IPv6 address as its eight 16-bit groups (an IPv4 tail read as two); undefined for anything else. */
function parseIPv6(text: string): number[] | undefined {
  let body = text.replace(/^\[|\]$/g, '');
  const zone = body.indexOf('%');
  if (zone >= 0) body = body.slice(0, zone);
  if (isIP(body) !== 6) return undefined;
  let tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  const last = body.slice(lastColon + 1);
  if (last.includes('.')) {
    const four = parseIPv4(last);
    if (four === undefined) return undefined;
    tail = [Math.floor(four / 65536), four % 65536];
    body = `${body.slice(0, lastColon + 1)}${tail.length ? '0:0' : ''}`;
  }
  const [head = '', rest] = body.split('::') as [string, string | undefined];
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const before = groups(head);
  const after = rest === undefined ? [] : groups(rest);
  const missing = 8 - before.length - after.length;
  const all = rest === undefined ? before : [...before, ...Array<number>(missing).fill(0), ...after];
  if (all.length !== 8 || all.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return undefined;
  if (tail.length) all.splice(6, 2, ...tail);
  return all;
}

/** The IPv4 address in two groups of an IPv6 address. */
const embedded = (hi: number, lo: number) => hi * 65536 + lo;

function forbidden6(g: number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h = 0, i = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::/128 unspecified, ::1 loopback, and the rest of ::/96 (IPv4-compatible, deprecated: nothing public is there).
  if (zeroTo(6)) return true;
  // ::ffff:0:0/96 IPv4-mapped: the IPv4 address it is.
  if (zeroTo(5) && f === 0xffff) return forbidden4(embedded(h, i));
  // 64:ff9b::/96 NAT64: the IPv4 address it reaches; 64:ff9b:1::/48 local-use NAT64.
  if (a === 0x64 && b === 0xff9b)
    return c === 1 || (c === 0 && d === 0 && e === 0 && f === 0 && forbidden4(embedded(h, i)));
  // 100::/64 discard-only.
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return true;
  // 2001::/32 Teredo (an obfuscated IPv4 inside), 2001:2::/48 benchmarking, 2001:db8::/32 documentation, ORCHID.
  if (a === 0x2001 && (b === 0 || b === 0xdb8 || (b === 2 && c === 0) || (b >= 0x10 && b <= 0x2f))) return true;
  // 2002::/16 6to4: the IPv4 address it tunnels to.
  if (a === 0x2002) return forbidden4(embedded(b, c));
  // fc00::/7 unique-local, fe80::/10 link-local, fec0::/10 site-local (deprecated), ff00::/8 multicast.
  if ((a & 0xfe00) === 0xfc00 || (a & 0xffc0) === 0xfe80 || (a & 0xffc0) === 0xfec0 || (a & 0xff00) === 0xff00)
    return true;
  return false;
}

/** Whether an IP address (v4 or v6, brackets allowed) is one no webhook may reach; anything that is not an IP is. */
export function isForbiddenAddress(address: string): boolean {
  const four = parseIPv4(address);
  if (four !== undefined) return forbidden4(four);
  const six = parseIPv6(address);
  return six === undefined ? true : forbidden6(six);
}

/** A URL's host as an IP address (brackets off), or undefined for a name. */
function ipOf(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : undefined;
}

/** `localhost` and its subdomains, which resolvers answer with a loopback address whatever DNS says. */
const isLocalhost = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

/**
 * The URL an endpoint is registered with, or why not, without asking DNS: http(s) only (https only unless private
 * addresses are allowed), no credentials, and a host that is not itself a forbidden address or `localhost`.
 * The WHATWG parser has already read decimal, octal and hexadecimal IPv4 forms (`2130706433`, `0x7f.1`) as dotted.
 */
export function checkUrl(text: string, policy: UrlPolicy): { url: URL } | { refusal: Refusal } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { refusal: { message: NOT_A_URL } };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refusal: { message: NOT_HTTP } };
  if (!url.hostname) return { refusal: { message: NOT_A_URL } };
  if (policy.allowPrivate) return { url };
  if (url.protocol !== 'https:') return { refusal: { message: NOT_HTTPS } };
  if (url.username || url.password) return { refusal: { message: CREDENTIALS } };
  const ip = ipOf(url.hostname);
  if ((ip && isForbiddenAddress(ip)) || isLocalhost(url.hostname))
    return { refusal: { message: NOT_PUBLIC, values: { host: url.hostname } } };
  return { url };
}

/** One address a name resolves to, as `dns.lookup(name, { all: true })` answers. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (dns.lookup with `all`); injected, so the guard is tested without DNS. */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * The address a request to `url` connects to, checked: its IP when the host is one, else what DNS answers, every
 * address of it checked (a name with one private address among public ones is refused: the connection could land
 * on it). Private addresses pass when the policy allows them.
 */
export async function resolveTarget(
  url: URL,
  policy: UrlPolicy,
  lookup: Lookup,
): Promise<{ target: ResolvedAddress } | { refusal: Refusal }> {
  const checked = checkUrl(url.href, policy);
  if ('refusal' in checked) return checked;
  const ip = ipOf(url.hostname);
  let addresses: ResolvedAddress[];
  if (ip) addresses = [{ address: ip, family: isIP(ip) }];
  else {
    try {
      addresses = await lookup(url.hostname);
    } catch {
      addresses = [];
    }
  }
  const host = url.hostname;
  if (addresses.length === 0) return { refusal: { message: NOT_FOUND, values: { host } } };
  if (!policy.allowPrivate && addresses.some((a) => isForbiddenAddress(a.address)))
    return { refusal: { message: NOT_PUBLIC, values: { host } } };
  return { target: addresses[0]! };
}
