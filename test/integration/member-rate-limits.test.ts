// Per-member write limits (docs/architecture/rate-limits.md) on a platform of their own, started with small
// limits through MEMBER_RATE_LIMITS (the deployment setting): posts, comments, reports and invitations answer 429 with
// Retry-After and the generic text once a member is over, per member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { browser } from '../support/http.ts';
import { type ChildPlatform, startChildPlatform } from '../support/platform.ts';

const LIMITS = {
  post: { perMember: 3, windowSeconds: 3600 },
  comment: { perMember: 3, windowSeconds: 3600 },
  report: { perMember: 2, windowSeconds: 3600 },
  invitation: { perMember: 1, windowSeconds: 3600 },
};

let platform: ChildPlatform;
type Browser = ReturnType<typeof browser>;

async function demoAccount(email: string): Promise<Browser> {
  const b = browser(platform.port, 'demo.localhost');
  const res = await b('/api/v1/auth/sign-in', { body: { email, password: 'hearth-demo-1' } });
  expect(res.status, res.text).toBe(200);
  return b;
}

async function post(as: Browser) {
  const categories = await as<{ items: Array<{ id: string }> }>('/api/v1/categories');
  return as<{ id: string }>('/api/v1/posts', {
    body: {
      type: 'post',
      title: `Limited post ${Math.random().toString(36).slice(2, 8)}`,
      categoryId: categories.json.items[0]!.id,
      content: '<p>One more</p>',
    },
  });
}

/** The answer over the limit: 429, the generic text, and Retry-After within the window. */
function expectLimited(
  res: { status: number; json: unknown; headers: Record<string, unknown> },
  windowSeconds: number,
) {
  expect(res.status).toBe(429);
  expect(res.json).toMatchObject({ error: 'RATE_LIMITED', message: messages.generic });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

// A whole-platform start: minutes on a busy shared machine (as in lifecycle.test.ts).
describe('member rate limits', { timeout: 180_000 }, () => {
  /** The moderator's account: the seed posts and comments as member@ and the owner, so its counts start at zero. */
  let poster: Browser;
  let admin: Browser;

  beforeAll(async () => {
    platform = await startChildPlatform({ env: { MEMBER_RATE_LIMITS: JSON.stringify(LIMITS) } });
    [poster, admin] = await Promise.all([demoAccount('moderator@hearth.local'), demoAccount('admin@hearth.local')]);
  }, 180_000);

  afterAll(async () => {
    await platform?.stop();
  });

  /** The poster's posts that got in, for the comments and reports below. */
  const posted: string[] = [];

  it('refuses a member’s post over the limit, not another member’s', async () => {
    for (let i = 0; i < LIMITS.post.perMember; i++) {
      const res = await post(poster);
      expect(res.status, res.text).toBe(201);
      posted.push(res.json.id);
    }
    expectLimited(await post(poster), LIMITS.post.windowSeconds);
    expect((await post(admin)).status).toBe(201);
  });

  it('refuses a member’s comment over the limit', async () => {
    const comment = () => poster(`/api/v1/posts/${posted[0]}/comments`, { body: { content: '<p>Me again</p>' } });
    for (let i = 0; i < LIMITS.comment.perMember; i++) {
      const res = await comment();
      expect(res.status, res.text).toBe(201);
    }
    expectLimited(await comment(), LIMITS.comment.windowSeconds);
  });

  it('refuses a member’s report over the limit', async () => {
    const reportOf = (postId: string) =>
      admin('/api/v1/reports', { body: { contentType: 'post', contentId: postId, reason: 'Spam' } });
    for (let i = 0; i < LIMITS.report.perMember; i++) {
      const res = await reportOf(posted[i]!);
      expect(res.status, res.text).toBe(201);
    }
    expectLimited(await reportOf(posted[LIMITS.report.perMember]!), LIMITS.report.windowSeconds);
  });

  it('refuses an admin’s invitation send over the limit', async () => {
    const invite = (n: number) =>
      admin('/api/v1/communities/cm-demo/invitations', {
        body: {
          subject: 'Join us at Hearth Makers',
          html: '<p>Come and make things with us, it is fun.</p>',
          emails: [`limited-${n}-${Date.now().toString(36)}@example.com`],
        },
      });
    const first = await invite(1);
    expect(first.status, first.text).toBeLessThan(300);
    expectLimited(await invite(2), LIMITS.invitation.windowSeconds);
  });
});
