import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a member's home hub may have (ADR 065). A hub's address is the member's own
 * input, so the server calls it only where a home hub can be: `public` (the internet: a Nabu
 * Casa or a member's own domain), `lan` (also private ranges: 192.168.x.x, 10.x, 172.16-31.x,
 * 100.64/10 as Tailscale gives, fc00::/7, and names like homeassistant.local resolving there),
 * `loopback` (also this machine: tests, and a server installed on the hub's own host).
 */
export type HubNetworks = 'public' | 'lan' | 'loopback';

function blockList(v4: [string, number][], v6: [string, number][]) {
  const list = new BlockList();
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4');
  for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6');
  return list;
}

/** Never a home hub: unspecified, link-local (cloud metadata at 169.254.169.254), multicast, reserved. */
const NEVER = blockList(
  [
    ['0.0.0.0', 8],
    ['169.254.0.0', 16],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ],
  [
    ['::', 128],
    ['fe80::', 10],
    ['ff00::', 8],
  ],
);
const LOOPBACK = blockList([['127.0.0.0', 8]], [['::1', 128]]);
const LAN = blockList(
  [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['100.64.0.0', 10],
  ],
  [['fc00::', 7]],
);

/** `::ffff:192.168.1.5` is 192.168.1.5: judged as the IPv4 address it is. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

const inList = (list: BlockList, address: string) => {
  const ip = plain(address);
  return list.check(ip.address, ip.family);
};

/** Whether the server may call a hub at this IP address under the configured networks. */
export function addressAllowed(address: string, networks: HubNetworks): boolean {
  if (isIP(address) === 0) return false;
  if (inList(NEVER, address)) return false;
  if (inList(LOOPBACK, address)) return networks === 'loopback';
  if (inList(LAN, address)) return networks !== 'public';
  return true;
}

export const ADDRESS_REFUSED_MESSAGE =
  'Aurum does not connect to this address: give the address of your Home Assistant';

/** The host of a URL as an IP address when it is one (`[::1]` is ::1), else null. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 ? null : host;
}

/**
 * A hub address the member typed, as Aurum keeps and calls it: http(s) only, no credentials, no
 * query or fragment, no trailing slash; an IP address is checked here (a name when it is
 * resolved, at every call). Answers the address, or what is wrong with it.
 */
export function parseHubAddress(
  raw: string,
  networks: HubNetworks,
): { url: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'Hub address must be a web address like http://homeassistant.local:8123' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: 'Hub address must start with http:// or https://' };
  }
  if (url.username || url.password) {
    return { problem: 'Hub address must not contain a user name or password' };
  }
  if (url.search || url.hash || raw.includes('?') || raw.includes('#')) {
    return { problem: 'Hub address must not contain ? or #' };
  }
  const literal = literalAddress(url);
  if (literal !== null && !addressAllowed(literal, networks)) {
    return { problem: ADDRESS_REFUSED_MESSAGE };
  }
  return { url: `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}` };
}
