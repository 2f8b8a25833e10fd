// A community's site origin: its connected custom domain, else its subdomain; https in AWS, http on the local port.
// And the hosts a browser's Origin may name for a page of the community.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../platform/config.ts';
import { isSiteOrigin, siteHosts, siteOrigin } from './site-origin.ts';

function stage(env: Record<string, string | undefined>) {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetConfig();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

describe('siteOrigin', () => {
  describe('in AWS', () => {
    it('names the subdomain under the base domain over https while no custom domain is connected', () => {
      stage({ HEARTH_STAGE: 'aws', BASE_DOMAIN: 'hearth.example', PUBLIC_PORT: undefined });
      expect(siteOrigin({ subdomain: 'demo' })).toBe('https://demo.hearth.example');
    });

    it('names the connected custom domain over https, without a port', () => {
      stage({ HEARTH_STAGE: 'aws', BASE_DOMAIN: 'hearth.example', PUBLIC_PORT: '4321' });
      expect(siteOrigin({ subdomain: 'demo', customDomain: 'forum.acme.example' })).toBe('https://forum.acme.example');
    });
  });

  describe('on the local platform', () => {
    it('names the subdomain over http on the public port', () => {
      stage({ HEARTH_STAGE: 'local', BASE_DOMAIN: 'localhost', PUBLIC_PORT: '4321' });
      expect(siteOrigin({ subdomain: 'demo' })).toBe('http://demo.localhost:4321');
    });

    it('names the connected custom domain over http on the public port', () => {
      stage({ HEARTH_STAGE: 'local', BASE_DOMAIN: 'localhost', PUBLIC_PORT: '4321' });
      expect(siteOrigin({ subdomain: 'demo', customDomain: 'forum.acme.example' })).toBe(
        'http://forum.acme.example:4321',
      );
    });

    it('leaves the port out when none is configured', () => {
      stage({ HEARTH_STAGE: 'local', BASE_DOMAIN: 'localhost', PUBLIC_PORT: undefined });
      expect(siteOrigin({ subdomain: 'demo', customDomain: 'forum.acme.example' })).toBe('http://forum.acme.example');
      expect(siteOrigin({ subdomain: 'demo' })).toBe('http://demo.localhost');
    });
  });
});

describe('isSiteOrigin', () => {
  const plain = { subdomain: 'demo' };
  const connected = { subdomain: 'demo', customDomain: 'forum.acme.example' };

  it('accepts the subdomain and, while connected, the custom domain, at any port', () => {
    stage({ HEARTH_STAGE: 'local', BASE_DOMAIN: 'localhost', PUBLIC_PORT: '4321' });
    expect(siteHosts(plain)).toEqual(['demo.localhost']);
    expect(siteHosts(connected)).toEqual(['demo.localhost', 'forum.acme.example']);
    expect(isSiteOrigin('http://demo.localhost:4321', plain)).toBe(true);
    expect(isSiteOrigin('http://demo.localhost:4321', connected)).toBe(true);
    expect(isSiteOrigin('http://forum.acme.example:4321', connected)).toBe(true);
    expect(isSiteOrigin('http://FORUM.acme.example', connected)).toBe(true);
  });

  it('accepts the www host of a connected root domain, named by the mirror; not a www host it does not name', () => {
    stage({ HEARTH_STAGE: 'aws', BASE_DOMAIN: 'hearth.example' });
    const root = { subdomain: 'demo', customDomain: 'acme.example', customDomainAliases: ['www.acme.example'] };
    expect(siteHosts(root)).toEqual(['demo.hearth.example', 'acme.example', 'www.acme.example']);
    expect(isSiteOrigin('https://www.acme.example', root)).toBe(true);
    expect(isSiteOrigin('https://www.forum.acme.example', connected)).toBe(false);
  });

  it('refuses the custom domain while none is connected', () => {
    stage({ HEARTH_STAGE: 'aws', BASE_DOMAIN: 'hearth.example' });
    expect(isSiteOrigin('https://forum.acme.example', plain)).toBe(false);
    expect(isSiteOrigin('https://demo.hearth.example', plain)).toBe(true);
  });

  it.each([
    'https://other.acme.example',
    'https://acme.example',
    'https://forum.acme.example.evil.example',
    'https://founders.hearth.example',
    'https://app.hearth.example',
    'https://demo.hearth.example.evil.example',
    'null',
    'not an origin',
  ])('refuses %s', (origin) => {
    stage({ HEARTH_STAGE: 'aws', BASE_DOMAIN: 'hearth.example' });
    expect(isSiteOrigin(origin, connected)).toBe(false);
  });
});
