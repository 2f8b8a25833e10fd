// The public REST API's per-key rate limit on a platform of its own, started with a small limit through
// API_KEY_RATE_LIMIT (the deployment setting): the demo owner's key is refused with 429, Retry-After and the
// X-RateLimit headers once its minute is spent, while another key of the same community still answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiKeyMessages from '@hearth/shared/api-key-messages';
import type { CreatedApiKey } from '@hearth/shared/schemas/api-keys';
import { browser, hostClient } from '../support/http.ts';
import { type ChildPlatform, startChildPlatform } from '../support/platform.ts';

const LIMIT = 3;
const DEMO_COMMUNITY_ID = 'cm-demo';

let platform: ChildPlatform;

// A whole-platform start: minutes on a busy shared machine (as in member-rate-limits.test.ts).
describe('the per-key rate limit', { timeout: 180_000 }, () => {
  let keys: CreatedApiKey[];

  beforeAll(async () => {
    platform = await startChildPlatform({ env: { API_KEY_RATE_LIMIT: String(LIMIT) } });
    const owner = browser(platform.port, 'app.localhost');
    const signedIn = await owner('/api/v1/auth/sign-in', {
      body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    keys = await Promise.all(
      ['first', 'second'].map(async (name) => {
        const res = await owner<CreatedApiKey>(`/api/v1/communities/${DEMO_COMMUNITY_ID}/api-keys`, {
          body: { name, scope: 'read' },
        });
        expect(res.status, res.text).toBe(201);
        return res.json;
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await platform?.stop();
  });

  const get = (key: CreatedApiKey) =>
    hostClient(platform.port, 'demo.localhost')('/api/public/v1/posts', {
      headers: { authorization: `Bearer ${key.token}` },
    });

  it('answers 429 with Retry-After once a key has spent its minute, and not for another key', async () => {
    // The window is a fixed minute: within 2 × LIMIT + 1 requests one window must overflow, wherever its edge falls.
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof get>> | undefined;
    for (let i = 0; i < 2 * LIMIT + 1 && !limited; i++) {
      const res = await get(keys[0]!);
      statuses.push(res.status);
      expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
      if (res.status === 429) limited = res;
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(limited?.json).toMatchObject({ error: 'RATE_LIMITED', message: apiKeyMessages.apiKeyRateLimited });
    expect(limited?.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(limited?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Number(limited?.headers['x-ratelimit-reset'])).toBeGreaterThan(0);

    expect((await get(keys[1]!)).status).toBe(200);
  });
});
