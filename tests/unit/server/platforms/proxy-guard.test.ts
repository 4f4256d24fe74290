import { describe, expect, it } from 'vitest';
import { isAllowedAddress, resolveAllowedProxy, type HostLookup } from '@server/platforms/proxy-guard';
import { HttpError } from '@server/http-error';
import { messages } from '@shared/messages';

/** DNS answers for the resolver tests: host names that resolve to IPv6 forms embedding IPv4 ones. */
const answers: Record<string, { address: string; family: number }[]> = {
  'compat.proxy.test': [{ address: '::7f00:1', family: 6 }],
  'nat64.proxy.test': [
    { address: '2606:4700:4700::1111', family: 6 },
    { address: '64:ff9b::a00:5', family: 6 },
  ],
  'teredo.proxy.test': [{ address: '2001:0:808:808::5601:5601', family: 6 }],
  'mapped.proxy.test': [{ address: '::ffff:7f00:1', family: 6 }],
  'public.proxy.test': [{ address: '2606:4700:4700::1111', family: 6 }],
  localhost: [{ address: '127.0.0.1', family: 4 }],
};
/** The resolver the guard is given: answers from the table, ENOTFOUND for any other name. */
const lookup: HostLookup = (host) => {
  const found = answers[host];
  return found ? Promise.resolve(found) : Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
};

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

  describe('IPv6 forms that embed an IPv4 address are judged by that address', () => {
    it.each([
      // IPv4-compatible (deprecated ::/96): never a proxy, whatever it embeds
      '::127.0.0.1',
      '::7f00:1',
      '::a00:5',
      '::8.8.8.8',
      '::808:808',
      '0:0:0:0:0:0:7F00:0001',
      // IPv4-mapped, in every notation
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:127.0.0.1',
      '0000:0000:0000:0000:0000:FFFF:7F00:0001',
      '::FFFF:A9FE:A9FE',
      '::ffff:0.0.0.0',
      // SIIT (rfc6145)
      '::ffff:0:127.0.0.1',
      '::ffff:0:a00:5',
      '::ffff:0:a9fe:a9fe',
      // NAT64 well-known prefix
      '64:ff9b::127.0.0.1',
      '64:ff9b::a00:5',
      '64:ff9b::169.254.169.254',
      '64:FF9B:0:0:0:0:C0A8:0101',
      // NAT64 local-use prefix: where the IPv4 sits is the operator's choice
      '64:ff9b:1::808:808',
      '64:ff9b:1:808:8:800::',
      // 6to4: the IPv4 is bits 16–48
      '2002:7f00:1::',
      '2002:a00:5::1',
      '2002:a9fe:a9fe::1',
      '2002:c0a8:101:1::1',
      '2002::1',
      // Teredo: server IPv4 bits 32–64, client IPv4 the last 32 bits inverted
      '2001:0:7f00:1:0:0:f7f7:f7f7', // loopback server, public client 8.8.8.8
      '2001:0:808:808:0:0:80ff:fffe', // public server, loopback client 127.0.0.1
      '2001:0:808:808:0:0:f5ff:fffa', // client 10.0.0.5
      '2001:0:808:808:0:0:5601:5601', // client 169.254.169.254
      // zone ids and metadata over IPv6
      'fe80::1%eth0',
      '2606:4700:4700::1111%1',
      'fd00:ec2::254',
    ])('refuses %s by default', (address) => {
      expect(isAllowedAddress(address, strict)).toBe(false);
    });

    it.each([
      '::7f00:1',
      '::a00:5',
      '64:ff9b:1::a00:5',
      '64:ff9b::169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::ffff:0:a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      '2001:0:808:808:0:0:5601:5601',
      '2001:0:808:808:0:0:ffff:ffff', // client 0.0.0.0
      '2002:e000:1::1', // multicast 224.0.0.1
      '64:ff9b::ffff:ffff', // broadcast
      '::ffff:c000:201', // 192.0.2.1, reserved
      'fd00:ec2::254',
      '::ffff:100.100.100.200',
      'fe80::1%eth0',
    ])('refuses %s even with the self-hosted switch', (address) => {
      expect(isAllowedAddress(address, selfHosted)).toBe(false);
    });

    it.each(['::ffff:127.0.0.1', '::ffff:0:a00:5', '64:ff9b::a00:5', '2002:a00:5::1', '2001:0:808:808:0:0:f5ff:fffa', '::ffff:100.64.0.1'])(
      'allows %s only with the self-hosted switch',
      (address) => {
        expect(isAllowedAddress(address, strict)).toBe(false);
        expect(isAllowedAddress(address, selfHosted)).toBe(true);
      },
    );

    it.each([
      '::ffff:8.8.8.8',
      '::ffff:0:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '64:FF9B::0808:0808',
      '2002:808:808::1',
      '2001:0:808:808:0:0:f7f7:f7f7',
      '2a00:1450:4001:82a::200e',
    ])('allows %s, which reaches a public address', (address) => {
      expect(isAllowedAddress(address, strict)).toBe(true);
    });
  });
});

describe('resolveAllowedProxy', () => {
  const strict = { allowPrivate: false, lookup };

  const refusal = async (host: string, ipVersion: 'ipv4' | 'ipv6' = 'ipv6') => {
    const error = await resolveAllowedProxy({ host }, ipVersion, strict).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, host).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  it.each([
    '::7f00:1',
    '::a00:5',
    '::127.0.0.1',
    '::ffff:7f00:1',
    '[::ffff:7f00:1]',
    '0:0:0:0:0:FFFF:127.0.0.1',
    '64:ff9b::a00:5',
    '2002:a00:5::1',
    '::ffff:0:7f00:1',
    'fe80::1%eth0',
    '0x7f.1',
    '2130706433',
  ])('refuses the literal %s before connecting', async (host) => {
    const error = await refusal(host);
    expect(error.statusCode).toBe(400);
    expect(error.messages).toEqual([messages.proxyForbiddenAddress]);
  });

  it.each(['localhost', 'compat.proxy.test', 'nat64.proxy.test', 'teredo.proxy.test', 'mapped.proxy.test'])(
    'refuses the host name %s when any address it resolves to is not public',
    async (host) => {
      expect((await refusal(host, host === 'localhost' ? 'ipv4' : 'ipv6')).messages).toEqual([messages.proxyForbiddenAddress]);
    },
  );

  it('resolves a host name with public addresses, and reports one that does not resolve', async () => {
    await expect(resolveAllowedProxy({ host: 'public.proxy.test' }, 'ipv6', strict)).resolves.toBe('2606:4700:4700::1111');
    expect((await refusal('nowhere.proxy.test')).messages).toEqual([messages.proxyUnresolvable]);
  });

  it('returns the checked address in canonical form, to connect to exactly that one', async () => {
    await expect(resolveAllowedProxy({ host: '2606:4700:4700:0:0:0:0:1111' }, 'ipv6', strict)).resolves.toBe('2606:4700:4700::1111');
    await expect(resolveAllowedProxy({ host: '010.8.8.8' }, 'ipv4', strict)).resolves.toBe('8.8.8.8');
    await expect(resolveAllowedProxy({ host: '::FFFF:808:808' }, 'ipv6', strict)).resolves.toBe('::ffff:808:808');
  });
});
