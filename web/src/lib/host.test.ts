import { describe, expect, it } from 'vitest';
import { baseDomainOf, ownerAppUrl, siteTreeFor } from './host.ts';

describe('baseDomainOf', () => {
  it.each([
    ['demo.localhost', undefined, 'localhost'],
    ['app.localhost', undefined, 'localhost'],
    ['localhost', undefined, 'localhost'],
    ['Demo.Hearth.Example', undefined, 'hearth.example'],
    ['forum.acme.com', 'hearth.example', 'hearth.example'],
  ])('%s (configured %s) → %s', (hostname, configured, base) => {
    expect(baseDomainOf(hostname, configured)).toBe(base);
  });
});

describe('siteTreeFor', () => {
  it.each([
    ['app.localhost', undefined, 'owner'],
    ['localhost', undefined, 'owner'],
    ['APP.localhost', undefined, 'owner'],
    ['app.hearth.example', undefined, 'owner'],
    ['hearth.example', 'hearth.example', 'owner'],
    ['demo.localhost', undefined, 'community'],
    ['application.localhost', undefined, 'community'],
    ['demo.hearth.example', undefined, 'community'],
    ['forum.acme.com', 'hearth.example', 'community'],
    ['app.acme.com', 'hearth.example', 'community'],
  ] as const)('%s (configured %s) → %s', (hostname, configured, tree) => {
    expect(siteTreeFor(hostname, configured)).toBe(tree);
  });
});

describe('ownerAppUrl', () => {
  it('keeps the port of the current page', () => {
    expect(ownerAppUrl('/sign-up', { hostname: 'demo.localhost', port: '4321' })).toBe('//app.localhost:4321/sign-up');
  });

  it('leaves the port out on default ports', () => {
    expect(ownerAppUrl('/sign-up', { hostname: 'demo.hearth.example', port: '' })).toBe('//app.hearth.example/sign-up');
  });

  it('uses the configured base on a custom domain', () => {
    expect(ownerAppUrl('/', { hostname: 'forum.acme.com', port: '' }, 'hearth.example')).toBe('//app.hearth.example/');
  });
});
