import { describe, expect, it } from 'vitest';
import { hostOrigin, normalizeHost, parseHost } from './host.ts';

describe('parseHost', () => {
  it.each([
    ['app.localhost:4321', 'localhost', { kind: 'app' }],
    ['localhost:4321', 'localhost', { kind: 'app' }],
    ['demo.localhost:4321', 'localhost', { kind: 'subdomain', subdomain: 'demo' }],
    ['DEMO.Localhost', 'localhost', { kind: 'subdomain', subdomain: 'demo' }],
    ['app.hearth.example', 'hearth.example', { kind: 'app' }],
    ['makers.hearth.example', 'hearth.example', { kind: 'subdomain', subdomain: 'makers' }],
    ['forum.makers.com', 'hearth.example', { kind: 'custom', domain: 'forum.makers.com' }],
    ['a.b.localhost', 'localhost', { kind: 'invalid' }],
    ['', 'localhost', { kind: 'invalid' }],
    ['bad host!', 'localhost', { kind: 'invalid' }],
    ['-x.localhost', 'localhost', { kind: 'invalid' }],
  ] as const)('%s on %s', (host, base, expected) => {
    expect(parseHost(host, base)).toEqual(expected);
  });

  it('normalizes trailing dots and ports', () => {
    expect(normalizeHost('Demo.LOCALHOST.:80')).toBe('demo.localhost');
    expect(normalizeHost(undefined)).toBeNull();
  });

  it.each(['demo.localhost:99999', 'demo.localhost:abc', 'demo.localhost:', 'demo.localhost:0', 'demo.localhost:1:2'])(
    'refuses a host with a bad port: %s',
    (host) => {
      expect(parseHost(host, 'localhost')).toEqual({ kind: 'invalid' });
      expect(hostOrigin(host, 'http')).toBeNull();
    },
  );
});

describe('hostOrigin', () => {
  it('builds the origin from the parsed host, keeping a port', () => {
    expect(hostOrigin('Demo.Localhost:4321', 'http')).toBe('http://demo.localhost:4321');
    expect(hostOrigin('forum.makers.com.', 'https')).toBe('https://forum.makers.com');
    expect(hostOrigin('demo.localhost:65535', 'http')).toBe('http://demo.localhost:65535');
  });
});
