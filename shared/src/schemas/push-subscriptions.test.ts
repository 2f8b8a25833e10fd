import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pushSubscriptionId } from '../rules/push-subscription-id.ts';
import { pushSubscriptionBodySchema, pushSubscriptionParamsSchema } from './push-subscriptions.ts';

// A real browser subscription's keys (65-byte uncompressed P-256 point, 16-byte secret), base64url.
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('a push subscription body', () => {
  it('takes PushSubscription.toJSON()', () => {
    const body = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', expirationTime: null, keys };
    expect(pushSubscriptionBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    ['a short p256dh key', { ...keys, p256dh: keys.p256dh.slice(1) }],
    ['an auth secret of the wrong size', { ...keys, auth: `${keys.auth}AA` }],
    ['standard base64', { ...keys, auth: 'tBHItJI5svbpez7KI4CC+g' }],
  ])('refuses %s', (_name, bad) => {
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example.com/x', keys: bad }).success).toBe(
      false,
    );
  });
});

describe('pushSubscriptionId', () => {
  it('is the endpoint’s SHA-256 in base64url, a valid path parameter', async () => {
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn';
    const id = await pushSubscriptionId(endpoint);
    expect(id).toBe(createHash('sha256').update(endpoint).digest('base64url'));
    expect(pushSubscriptionParamsSchema.safeParse({ subscriptionId: id }).success).toBe(true);
    expect(await pushSubscriptionId(`${endpoint}x`)).not.toBe(id);
  });
});
