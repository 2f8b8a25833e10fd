import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, verifyWebhookSignature, webhookSignature } from './signature.ts';

const secret = 'whsec_test';
const body = '{"type":"post.created","data":{"postId":"p1"}}';
const t = 1_767_225_600;

describe('webhook signature', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(webhookSignature(secret, t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies with the same secret, body and a timestamp within five minutes', () => {
    const header = webhookSignature(secret, t, body);
    expect(verifyWebhookSignature(secret, header, body, t + 300)).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, t - 300)).toBe(true);
  });

  it.each([
    ['another secret', 'whsec_other', body, t],
    ['a changed body', secret, body.replace('p1', 'p2'), t],
    ['a timestamp over five minutes old', secret, body, t + 301],
  ])('refuses %s', (_name, key, signedBody, now) => {
    expect(verifyWebhookSignature(key, webhookSignature(secret, t, body), signedBody, now)).toBe(false);
  });

  it.each(['', 't=abc,v1=00', `t=${t}`, `t=${t},v1=zz`, `v1=${'a'.repeat(64)}`])(
    'refuses the malformed header %j',
    (h) => {
      expect(verifyWebhookSignature(secret, h, body, t)).toBe(false);
    },
  );

  it('makes a different secret each time, prefixed whsec_', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    expect(a).toMatch(/^whsec_[\w-]{43}$/);
    expect(a).not.toBe(b);
  });
});
