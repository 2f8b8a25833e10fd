// Which push endpoints the API keeps, by stage: https always; in AWS only hosts on the public internet (the server
// will POST to the URL, so a member must not point it inside). Each refusal is a 400 naming the endpoint field.
import type { LookupAddress } from 'node:dns';
import * as messages from '@hearth/shared/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/http/errors.ts';
import { refuseEndpoint } from './push.ts';

const resolvesTo = (address: string) => async (): Promise<LookupAddress[]> => [{ address, family: 4 }];

async function refusalOf(endpoint: string, stage: 'local' | 'aws', address = '142.250.74.106') {
  try {
    await refuseEndpoint(endpoint, stage, resolvesTo(address));
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, reason: error.reason, message: error.message, fields: error.fields };
  }
}

describe('refuseEndpoint', () => {
  it.each(['local', 'aws'] as const)('refuses a non-https endpoint (%s)', async (stage) => {
    expect(await refusalOf('http://fcm.googleapis.com/fcm/send/x', stage)).toEqual({
      status: 400,
      reason: 'PUSH_ENDPOINT_NOT_HTTPS',
      message: messages.pushEndpointNotHttps,
      fields: { endpoint: messages.pushEndpointNotHttps },
    });
  });

  it('refuses loopback, private and metadata hosts in AWS, and names that resolve inside', async () => {
    for (const endpoint of [
      'https://127.0.0.1/p',
      'https://[::1]/p',
      'https://169.254.169.254/p',
      'https://x.internal/p',
    ]) {
      expect(await refusalOf(endpoint, 'aws'), endpoint).toMatchObject({
        status: 400,
        reason: 'PUSH_ENDPOINT_NOT_PUBLIC',
        fields: { endpoint: messages.pushEndpointNotPublic },
      });
    }
    expect(await refusalOf('https://push.example.com/p', 'aws', '10.0.0.5')).toMatchObject({
      reason: 'PUSH_ENDPOINT_NOT_PUBLIC',
    });
    expect(await refusalOf('https://fcm.googleapis.com/fcm/send/x', 'aws')).toBeNull();
  });

  it('keeps a loopback push service locally (the developer’s own)', async () => {
    expect(await refusalOf('https://127.0.0.1:8443/p', 'local')).toBeNull();
  });
});
