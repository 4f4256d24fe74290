import { describe, expect, it } from 'vitest';
import { parseProxy, proxyEndpoint } from '@shared/lib/proxy';
import { normalizeTags } from '@shared/lib/tags';

describe('parseProxy', () => {
  it.each([
    ['http://1.2.3.4:8080', { protocol: 'http', host: '1.2.3.4', port: 8080, username: null, password: null }],
    ['HTTPS://Proxy.Example.com:8443', { protocol: 'https', host: 'proxy.example.com', port: 8443, username: null, password: null }],
    ['socks5://user:p%40ss@5.6.7.8:1080', { protocol: 'socks5', host: '5.6.7.8', port: 1080, username: 'user', password: 'p@ss' }],
    ['socks5://5.6.7.8', { protocol: 'socks5', host: '5.6.7.8', port: 1080, username: null, password: null }],
    ['http://1.2.3.4', { protocol: 'http', host: '1.2.3.4', port: 80, username: null, password: null }],
    ['http://[2001:db8::1]:3128', { protocol: 'http', host: '2001:db8::1', port: 3128, username: null, password: null }],
    ['1.2.3.4:3128', { protocol: 'http', host: '1.2.3.4', port: 3128, username: null, password: null }],
    ['  1.2.3.4:3128:login:secret  ', { protocol: 'http', host: '1.2.3.4', port: 3128, username: 'login', password: 'secret' }],
    [
      'proxy.example.com:3128:login:secret',
      { protocol: 'http', host: 'proxy.example.com', port: 3128, username: 'login', password: 'secret' },
    ],
  ])('reads %s', (input, expected) => {
    expect(parseProxy(input)).toEqual(expected);
  });

  it.each([
    '',
    'proxy',
    '1.2.3.4',
    '1.2.3.4:0',
    '1.2.3.4:70000',
    '1.2.3.4:3128:login',
    '1.2.3.4:3128:login:',
    'ftp://1.2.3.4:21',
    'socks4://1.2.3.4:1080',
    'http://1.2.3.4:3128/path',
    'http://1.2.3.4:3128?x=1',
    'http://bad_host:3128',
    'javascript:alert(1)',
  ])('refuses %j', (input) => {
    expect(parseProxy(input)).toBeNull();
  });

  it('prints the endpoint without credentials, IPv6 in brackets', () => {
    expect(proxyEndpoint(parseProxy('socks5://u:p@5.6.7.8:1080')!)).toBe('socks5://5.6.7.8:1080');
    expect(proxyEndpoint(parseProxy('http://[2001:db8::1]:3128')!)).toBe('http://[2001:db8::1]:3128');
  });
});

describe('normalizeTags', () => {
  it('trims, lowercases, splits on spaces, drops empties and duplicates, keeping first-seen order', () => {
    expect(normalizeTags(['Foo', 'foo', '  bar ', '', 'Baz  qux', 'BAR'])).toEqual(['foo', 'bar', 'baz', 'qux']);
    expect(normalizeTags(['Київ', 'КИЇВ'])).toEqual(['київ']);
  });
});
