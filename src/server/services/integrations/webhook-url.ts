// Where a webhook may be sent (SSRF, docs/decisions/0031-api-keys-and-webhooks.md): HTTPS to a
// public address. Plain HTTP is accepted only for localhost, and private, loopback and
// link-local addresses only when WEBHOOK_ALLOW_PRIVATE=true (development, tests, or a receiver
// on the same private network on purpose). The check runs when the endpoint is saved and again
// on every delivery, on the addresses the connection actually uses (a name that resolved to a
// public address when saved and to 127.0.0.1 now is refused then).
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { invalid } from '#server/errors';
import { MSG_WEBHOOK_HTTPS, MSG_WEBHOOK_PRIVATE, MSG_WEBHOOK_UNRESOLVED } from '#shared/schemas/integrations';

export interface WebhookOptions {
  /** WEBHOOK_ALLOW_PRIVATE: private, loopback and link-local receivers (and http://localhost) allowed. */
  allowPrivate: boolean;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped (written ::ffff:a00:1 once parsed) and NAT64 addresses reach IPv4 hosts: all refused.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** A private, loopback, link-local, multicast or otherwise non-public address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
}

const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/** The URL's scheme rule (no network): 400 when it is refused. */
export function checkWebhookScheme(url: string, o: WebhookOptions): URL {
  const u = new URL(url);
  if (u.protocol === 'https:') return u;
  if (u.protocol === 'http:' && o.allowPrivate && isLocalhost(u.hostname)) return u;
  throw invalid(MSG_WEBHOOK_HTTPS);
}

const resolveAll = (hostname: string) =>
  new Promise<string[]>((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses.map((a) => a.address))));
  });

/** When the endpoint is saved: the scheme, and every address its host resolves to (400 otherwise). */
export async function checkWebhookUrl(url: string, o: WebhookOptions): Promise<void> {
  const u = checkWebhookScheme(url, o);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolveAll(host);
  } catch {
    throw invalid(MSG_WEBHOOK_UNRESOLVED);
  }
  if (!o.allowPrivate && addresses.some(isPrivateAddress)) throw invalid(MSG_WEBHOOK_PRIVATE);
}

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(MSG_WEBHOOK_PRIVATE);
  }
}

/**
 * The `lookup` of a delivery's connection: resolves as Node does and refuses a private address
 * unless allowed, so the address checked is the address connected to (no second resolution an
 * attacker's DNS could answer differently).
 */
export function guardedLookup(o: WebhookOptions): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses;
      const bad = o.allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(new BlockedAddressError(bad.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(MSG_WEBHOOK_UNRESOLVED), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
