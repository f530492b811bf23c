import { isIPv6 } from 'node:net';

/**
 * The unit a per-address limit counts: an IPv4 address (also when mapped into IPv6) as it is,
 * an IPv6 address by its /64, which one home, phone or server is given whole, so rotating
 * through it is not a fresh address each time.
 */
export function addressGroup(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return ip;
  const hextets = expand(address);
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (mapped)
    return [hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join('.');
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" filled, a trailing IPv4 split). */
function expand(address: string): number[] {
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
