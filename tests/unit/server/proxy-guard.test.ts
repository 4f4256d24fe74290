import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from '../../../src/server/platforms/proxy-guard';

describe('isAllowedAddress', () => {
  const strict = { allowPrivate: false };
  const selfHosted = { allowPrivate: true };

  it('allows public unicast addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isAllowedAddress(address, strict)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.0.1',
    '100.64.0.1',
    'fd00::1',
    '169.254.169.254',
    'fe80::1',
    '0.0.0.0',
    '::',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])('refuses %s by default', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
  });

  it('allows private and loopback ranges only with the self-hosted switch, never metadata or link-local', () => {
    for (const address of ['10.0.0.1', '192.168.0.1', '127.0.0.1', 'fd00::1', '::ffff:10.0.0.1']) {
      expect(isAllowedAddress(address, selfHosted)).toBe(true);
    }
    for (const address of ['169.254.169.254', 'fe80::1', '0.0.0.0', '224.0.0.1']) {
      expect(isAllowedAddress(address, selfHosted)).toBe(false);
    }
  });
});
