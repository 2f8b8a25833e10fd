// The push endpoints we keep: the server POSTs to whatever URL a browser hands us, so the member chooses it (SSRF).
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkEndpoint, endpointRefusal, publicOnlyLookup } from './endpoint-policy.ts';

const resolvesTo =
  (...addresses: string[]) =>
  async (): Promise<LookupAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('endpointRefusal', () => {
  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'not-https'],
    ['ftp://push.example.com/x', 'not-https'],
    ['not a url', 'not-https'],
    ['https://user:pw@push.example.com/x', 'not-public'],
  ])('refuses %s everywhere', (endpoint, refusal) => {
    expect(endpointRefusal(endpoint, { publicOnly: false })).toBe(refusal);
    expect(endpointRefusal(endpoint, { publicOnly: true })).toBe(refusal);
  });

  it.each([
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://10.0.0.8/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:192.168.1.1]/push',
    'https://localhost:8443/push',
    'https://push.localhost/x',
    'https://metadata.google.internal/x',
    'https://printer.local/x',
    'https://intranet/x',
  ])('refuses a private or loopback host in AWS: %s', (endpoint) => {
    expect(endpointRefusal(endpoint, { publicOnly: true })).toBe('not-public');
    // Locally the push services are the developer's own, so only the scheme is judged.
    expect(endpointRefusal(endpoint, { publicOnly: false })).toBeNull();
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dXw:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGx',
    'https://8.8.8.8/push',
  ])('keeps a public push service: %s', (endpoint) => {
    expect(endpointRefusal(endpoint, { publicOnly: true })).toBeNull();
  });
});

describe('checkEndpoint', () => {
  it('refuses a public-looking name that resolves to a private address (in AWS)', async () => {
    const options = { publicOnly: true, resolve: resolvesTo('93.184.216.34', '10.1.2.3') };
    expect(await checkEndpoint('https://push.example.com/x', options)).toBe('not-public');
  });

  it('refuses a name that does not resolve (in AWS)', async () => {
    const resolve = async () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    expect(await checkEndpoint('https://push.example.com/x', { publicOnly: true, resolve })).toBe('not-public');
  });

  it('keeps a name whose every address is public', async () => {
    const options = { publicOnly: true, resolve: resolvesTo('142.250.74.106', '2a00:1450:4001:82b::200a') };
    expect(await checkEndpoint('https://fcm.googleapis.com/fcm/send/x', options)).toBeNull();
  });

  it('does not resolve locally', async () => {
    const resolve = async () => Promise.reject(new Error('must not be called'));
    expect(await checkEndpoint('https://push.example.test/x', { publicOnly: false, resolve })).toBeNull();
  });
});

describe('publicOnlyLookup (the sender’s connect-time check)', () => {
  const lookup = (resolve: () => Promise<LookupAddress[]>, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) =>
      publicOnlyLookup(resolve)('push.example.com', { all }, (error, address) => done({ error, address })),
    );

  it('answers a public address', async () => {
    expect(await lookup(resolvesTo('142.250.74.106'), false)).toEqual({ error: null, address: '142.250.74.106' });
    expect((await lookup(resolvesTo('142.250.74.106'), true)).address).toEqual([
      { address: '142.250.74.106', family: 4 },
    ]);
  });

  it('refuses to connect when the name now points inside (DNS rebinding)', async () => {
    const { error } = await lookup(resolvesTo('127.0.0.1'), false);
    expect(error?.message).toMatch(/not a public address/);
  });
});
