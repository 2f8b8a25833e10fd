import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../test/support/https-receiver.ts';
import { config, resetConfig } from '../platform/config.ts';
import type { Network } from '../platform/outbound/pinned-address.ts';
import { createWebhookSender, webhookNetwork } from './send.ts';

const TEN_MB = 10 * 1024 * 1024;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver((req, res) => {
    if (req.path === '/moved') {
      res.writeHead(302, { location: '/landing' }).end();
    } else if (req.path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      for (let i = 0; i < TEN_MB / chunk.length; i++) res.write(chunk);
      res.end();
    } else if (req.path === '/broken') {
      res.writeHead(500).end('no');
    } else {
      res.end('ok');
    }
  });
});
afterAll(() => receiver.close());

const headers = { 'content-type': 'application/json' };
const loopback = createWebhookSender(webhookNetwork(true));
const production = createWebhookSender(webhookNetwork(false));

describe('sending a webhook', () => {
  it('POSTs the body with the headers and reports a 2xx', async () => {
    const result = await loopback(receiver.url('/in'), { ...headers, 'hearth-event': 'post.created' }, '{"a":1}');
    expect(result).toEqual({ ok: true, responseCode: 200, responseTruncated: false, error: null });
    const got = receiver.received.find((r) => r.path === '/in')!;
    expect([got.body, got.headers['hearth-event'], got.headers['content-type']]).toEqual([
      '{"a":1}',
      'post.created',
      'application/json',
    ]);
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const result = await loopback(receiver.url('/moved'), headers, '{}');
    expect(result).toMatchObject({ ok: false, responseCode: 302, error: 'Redirect (302) not followed.' });
    expect(receiver.received.some((r) => r.path === '/landing')).toBe(false);
  });

  it('reads at most 64 KB of a 10 MB answer and records it cut off', async () => {
    const result = await loopback(receiver.url('/huge'), headers, '{}');
    expect(result).toEqual({ ok: true, responseCode: 200, responseTruncated: true, error: null });
  });

  it('reports a 5xx as a failure with its code', async () => {
    expect(await loopback(receiver.url('/broken'), headers, '{}')).toMatchObject({ ok: false, responseCode: 500 });
  });

  it('refuses an http:// URL without connecting', async () => {
    const before = receiver.received.length;
    const result = await loopback(receiver.url('/in').replace('https:', 'http:'), headers, '{}');
    expect(result).toMatchObject({ ok: false, error: 'The URL is not an https:// URL.' });
    expect(receiver.received).toHaveLength(before);
  });
});

describe('the address rules, checked at each send', () => {
  it.each(['127.0.0.1', '10.0.0.1', '169.254.169.254', '[::1]', '192.168.1.10'])(
    'the production network refuses %s without connecting',
    async (host) => {
      const before = receiver.received.length;
      const result = await production(`https://${host}:${new URL(receiver.url()).port}/in`, headers, '{}');
      expect(result).toMatchObject({ ok: false, error: 'The host resolves to an address that is not public.' });
      expect(receiver.received).toHaveLength(before);
    },
  );

  it('refuses a name when any of its addresses is private (a rebinding answer included)', async () => {
    const answers: Record<string, string[]> = { 'mixed.example': ['93.184.216.34', '10.0.0.1'] };
    const network: Network = {
      ...webhookNetwork(false),
      resolve: async (name) => (answers[name] ?? []).map((address) => ({ address, family: 4 })),
    };
    const result = await createWebhookSender(network)('https://mixed.example/in', headers, '{}');
    expect(result).toMatchObject({ ok: false, error: 'The host resolves to an address that is not public.' });
  });

  it('the loopback allowance admits loopback only, never private ranges or metadata addresses', () => {
    const network = webhookNetwork(true);
    expect(['127.0.0.1', '::1'].map(network.admitsAddress)).toEqual([true, true]);
    expect(['10.0.0.1', '169.254.169.254', '172.16.0.1', '100.64.0.1'].map(network.admitsAddress)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the loopback setting', () => {
  const configure = (env: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  };
  const saved = {
    HEARTH_STAGE: process.env.HEARTH_STAGE,
    WEBHOOKS_ALLOW_LOOPBACK: process.env.WEBHOOKS_ALLOW_LOOPBACK,
  };
  afterAll(() => configure(saved));

  it('is never on in AWS, even when the environment asks for it', () => {
    configure({ HEARTH_STAGE: 'aws', WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    expect(config().webhooksAllowLoopback).toBe(false);
    configure({ HEARTH_STAGE: undefined, WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    expect(config().webhooksAllowLoopback).toBe(false);
  });

  it('is on for the local stage only when WEBHOOKS_ALLOW_LOOPBACK=true', () => {
    configure({ HEARTH_STAGE: 'local', WEBHOOKS_ALLOW_LOOPBACK: undefined });
    expect(config().webhooksAllowLoopback).toBe(false);
    configure({ HEARTH_STAGE: 'local', WEBHOOKS_ALLOW_LOOPBACK: 'true' });
    expect(config().webhooksAllowLoopback).toBe(true);
  });
});
