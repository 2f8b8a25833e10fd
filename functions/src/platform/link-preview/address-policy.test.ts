import { describe, expect, it } from 'vitest';
import { addressRange, isPublicAddress } from './address-policy.ts';

describe('isPublicAddress', () => {
  it.each([
    // IPv4: loopback, private, link-local (cloud metadata), CGNAT, "this network", multicast, broadcast, reserved
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.192', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['168.63.129.16', 'metadata'],
    // IPv6: loopback, unspecified, unique-local (AWS IMDS over IPv6), link-local, multicast, site-local
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['[::1]', 'loopback'],
    // IPv4 inside IPv6: mapped addresses are judged as the IPv4 address; translation prefixes are refused outright
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['::127.0.0.1', 'loopback'],
    ['::10.0.0.1', 'private'],
    // Outside global unicast 2000::/3
    ['1::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['100::1', 'discard'],
    ['2001:db8::1', 'reserved'],
  ])('refuses %s (%s)', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '11.0.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.167.255.255',
    '192.169.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '223.255.255.254',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '[2606:4700:4700::1111]',
  ])('admits %s', (address) => {
    expect(addressRange(address)).toBe('unicast');
    expect(isPublicAddress(address)).toBe(true);
  });

  // URLs normalise these to dotted quads before we see them; as raw text they are not addresses at all.
  it.each([
    '2130706433',
    '0x7f.1',
    '0x7f000001',
    '017700000001',
    '127.1',
    '127.0.0.1.',
    'localhost',
    'example.com',
    '',
  ])('does not take %j for an address', (text) => {
    expect(addressRange(text)).toBeNull();
    expect(isPublicAddress(text)).toBe(false);
  });
});
