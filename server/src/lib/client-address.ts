// Whose address a request comes from: one rule for every place that reads it (the per-address
// limits of sign-in, recovery and tracking, the log). `request.ip` is the connection's address,
// unless the connection comes from one of the load balancers listed in TRUST_PROXY: then it is
// the address that balancer wrote into X-Forwarded-For. Nobody else's X-Forwarded-For is read, so
// a client cannot choose an address for each guess. Fastify's `trustProxy` applies the rule
// (@fastify/proxy-addr: the header is read from the right, and only while the address it came
// from is trusted).
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** proxy-addr's named ranges, accepted as they are */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.lastIndexOf('/');
  const kind = isIP(slash === -1 ? entry : entry.slice(0, slash));
  if (!kind) return false;
  if (slash === -1) return true;
  const bits = entry.slice(slash + 1);
  // a prefix of 0 would trust every address: refused, as proxy-addr refuses it
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (kind === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the balancers' addresses or CIDR ranges, comma separated (`10.0.0.5`,
 * `10.0.0.0/24, fd00::/8`). Empty or unset: none. Anything else (`true`, `*`, a hop count) stops
 * the start with a message, rather than trusting more than meant.
 */
export function trustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries)
    if (!isAddressOrRange(entry))
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address or a CIDR range of a load balancer ` +
          '(e.g. 10.0.0.5 or 10.0.0.0/24, comma separated)',
      );
  return entries;
}

/** Fastify's option for them: without any, the connection's address is the client's. */
export function trustProxyOption(proxies: string[]): FastifyServerOptions['trustProxy'] {
  return proxies.length ? proxies : false;
}
