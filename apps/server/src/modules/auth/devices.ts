import { SESSIONS_TEXTS } from '@aurum/shared/auth/sessions-texts';
import type { MemberSession } from '@aurum/shared/auth/sessions-contract';
import Bowser from 'bowser';
import { BlockList, isIP } from 'node:net';

/** A device as the member reads it: browser, system and kind, from the stored user agent. */
export interface DeviceDescription {
  browser: string;
  os: string;
  device: MemberSession['device'];
}

const MOBILE_SYSTEMS_WITH_VERSION = new Set(['iOS', 'Android', 'iPadOS']);
const DEVICE_KINDS = new Set<string>(['desktop', 'mobile', 'tablet']);

/** Parses a user agent with bowser (ADR 054); an empty or unknown one reads as unknown. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const result = userAgent ? Bowser.parse(userAgent) : undefined;
  const name = result?.browser.name;
  const major = result?.browser.version?.split('.')[0];
  const os = result?.os.name;
  const osVersion = os && MOBILE_SYSTEMS_WITH_VERSION.has(os) ? result?.os.version : undefined;
  const type = result?.platform.type ?? '';
  return {
    browser: name ? (major ? `${name} ${major}` : name) : SESSIONS_TEXTS.unknownBrowser,
    os: os ? (osVersion ? `${os} ${osVersion}` : os) : SESSIONS_TEXTS.unknownSystem,
    device: DEVICE_KINDS.has(type) ? (type as MemberSession['device']) : 'other',
  };
}

/** "Chrome on macOS"; "Unknown device" when neither is known. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, os } = describeUserAgent(userAgent);
  const knownBrowser = browser !== SESSIONS_TEXTS.unknownBrowser;
  const knownOs = os !== SESSIONS_TEXTS.unknownSystem;
  if (knownBrowser && knownOs) return `${browser.replace(/ \d+$/, '')} on ${os}`;
  if (knownBrowser) return browser.replace(/ \d+$/, '');
  if (knownOs) return os;
  return SESSIONS_TEXTS.unknownDevice;
}

/** Addresses that are not on the public internet: loopback, private, shared and link-local. */
const privateNetworks = new BlockList();
privateNetworks.addAddress('::1', 'ipv6');
for (const [net, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const)
  privateNetworks.addSubnet(net, prefix, 'ipv4');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

/**
 * Where a session signed in, as far as Aurum honestly knows: there is no geo database, so never
 * a city; only whether the address is on a private network (ADR 054).
 */
export function approximateLocation(ip: string | null | undefined): string {
  if (!ip) return SESSIONS_TEXTS.unknownLocation;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return SESSIONS_TEXTS.unknownLocation;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (privateNetworks.check(address, type)) return SESSIONS_TEXTS.privateNetwork;
  return SESSIONS_TEXTS.unknownLocation;
}
