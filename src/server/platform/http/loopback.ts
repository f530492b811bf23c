import net from 'node:net';

/**
 * Whether a listening address (HOST) is reachable only from this machine: localhost, 127.0.0.0/8,
 * ::1 or an IPv4-mapped loopback. 0.0.0.0, ::, a LAN address or a host name others resolve are
 * not, and demo mode's published passwords then matter (issue 32 item 1).
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (net.isIPv4(h)) return h.startsWith('127.');
  if (net.isIPv6(h)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
    if (mapped) return mapped[1]!.startsWith('127.');
    return h === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(h);
  }
  return false;
}
