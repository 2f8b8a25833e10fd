// The device class and operating system of a user agent, by ua-parser-js 1.x (MIT; 2.x is AGPL, so the dependency
// is pinned to ^1). Only these two coarse values are kept, never the user agent itself.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ua-parser-js 1.x ships no types: every program that compiles this file gets them
/// <reference path="./ua-parser-js.d.ts" />
import type { Device } from '@hearth/shared/constants/analytics';
import UAParser from 'ua-parser-js';

/** ua-parser-js's OS names as the statistics page shows them; any other name is kept as it is. */
const OS_NAMES: Record<string, string> = {
  'Mac OS': 'macOS',
  macOS: 'macOS',
  Windows: 'Windows',
  iOS: 'iOS',
  Android: 'Android',
  'Chromium OS': 'ChromeOS',
  'Chrome OS': 'ChromeOS',
  Linux: 'Linux',
  Ubuntu: 'Linux',
  Debian: 'Linux',
  Fedora: 'Linux',
  Arch: 'Linux',
  HarmonyOS: 'HarmonyOS',
};

export interface DeviceInfo {
  device: Device;
  os: string;
}

/** Tablets are tablets, phones (and wearables) mobile, everything else (desktops, TVs, consoles, unknown) desktop. */
export function deviceOf(userAgent: string | undefined): DeviceInfo {
  const result = new UAParser(userAgent ?? '').getResult();
  const type = result.device.type;
  const device: Device = type === 'tablet' ? 'tablet' : type === 'mobile' || type === 'wearable' ? 'mobile' : 'desktop';
  const name = result.os.name;
  const os = name ? (OS_NAMES[name] ?? name.slice(0, 40)) : 'Other';
  return { device, os };
}
