// Which push endpoints the API keeps: https always; only hosts on the public internet (the server will POST to the
// URL, so a member must not point it inside) unless the configuration explicitly allows private ones, as the local
// platform does. Each refusal is a 400 naming the endpoint field.
import type { LookupAddress } from 'node:dns';
import * as messages from '@hearth/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../platform/config.ts';
import { AppError } from '../platform/http/errors.ts';
import { refuseEndpoint } from './push.ts';

const resolvesTo = (address: string) => async (): Promise<LookupAddress[]> => [{ address, family: 4 }];

type Setting = 'private allowed' | 'public only';

async function refusalOf(endpoint: string, setting?: Setting, address = '142.250.74.106') {
  try {
    if (setting) await refuseEndpoint(endpoint, setting === 'private allowed', resolvesTo(address));
    else await refuseEndpoint(endpoint);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, reason: error.reason, message: error.message, fields: error.fields };
  }
}

describe('refuseEndpoint', () => {
  it.each(['private allowed', 'public only'] as const)('refuses a non-https endpoint (%s)', async (setting) => {
    expect(await refusalOf('http://fcm.googleapis.com/fcm/send/x', setting)).toEqual({
      status: 400,
      reason: 'PUSH_ENDPOINT_NOT_HTTPS',
      message: messages.pushEndpointNotHttps,
      fields: { endpoint: messages.pushEndpointNotHttps },
    });
  });

  it('refuses loopback, private and metadata hosts, and names that resolve inside, when public only', async () => {
    for (const endpoint of [
      'https://127.0.0.1/p',
      'https://[::1]/p',
      'https://169.254.169.254/p',
      'https://x.internal/p',
    ]) {
      expect(await refusalOf(endpoint, 'public only'), endpoint).toMatchObject({
        status: 400,
        reason: 'PUSH_ENDPOINT_NOT_PUBLIC',
        fields: { endpoint: messages.pushEndpointNotPublic },
      });
    }
    expect(await refusalOf('https://push.example.com/p', 'public only', '10.0.0.5')).toMatchObject({
      reason: 'PUSH_ENDPOINT_NOT_PUBLIC',
    });
    expect(await refusalOf('https://fcm.googleapis.com/fcm/send/x', 'public only')).toBeNull();
  });

  it('keeps a loopback push service when private endpoints are allowed', async () => {
    expect(await refusalOf('https://127.0.0.1:8443/p', 'private allowed')).toBeNull();
  });
});

describe('refuseEndpoint, as configured', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfig();
  });
  const configure = (env: Record<string, string | undefined>) => {
    process.env = { ...saved, ...env };
    resetConfig();
  };

  it('refuses a loopback endpoint without the explicit setting, even on the local stage', async () => {
    configure({ HEARTH_STAGE: 'local', PUSH_ALLOW_PRIVATE_ENDPOINTS: undefined });
    expect(await refusalOf('https://127.0.0.1:8443/p')).toMatchObject({ reason: 'PUSH_ENDPOINT_NOT_PUBLIC' });
    configure({ HEARTH_STAGE: 'aws', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'false' });
    expect(await refusalOf('https://[::1]/p')).toMatchObject({ reason: 'PUSH_ENDPOINT_NOT_PUBLIC' });
  });

  it('keeps a loopback endpoint when PUSH_ALLOW_PRIVATE_ENDPOINTS=true (the local platform sets it)', async () => {
    configure({ HEARTH_STAGE: 'local', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' });
    expect(await refusalOf('https://127.0.0.1:8443/p')).toBeNull();
    expect(await refusalOf('http://127.0.0.1:8443/p')).toMatchObject({ reason: 'PUSH_ENDPOINT_NOT_HTTPS' });
  });
});
