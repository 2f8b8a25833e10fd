// The AI writing assist over HTTP (owner-dashboard §4, §5, §7): the community's switch, who may ask (its members on
// its host; its staff on the owner app), the prompt's limits, the dev provider's answer through the posts' sanitizer,
// the daily quota, and the answer of a platform with no provider configured (a platform of its own, started without
// HEARTH_AI; the shared test platform runs the labelled dev provider, test/support/platform.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@hearth/shared/messages';
import { AI_DAILY_QUOTA } from '@hearth/shared/schemas/ai';
import { browser, hostClient } from '../support/http.ts';
import { type ChildPlatform, startChildPlatform } from '../support/platform.ts';
import { signedInAccount } from './auth-flows.ts';
import { newBrowser, platform } from './context.ts';
import { callers } from './owner-profile-fixtures.ts';

type Browser = ReturnType<typeof newBrowser>;
type Callers = Awaited<ReturnType<typeof callers>>;

const ECHO_LABEL = 'Dev AI provider (local only)';
const ask = (as: Browser, prompt: string, selection?: string) =>
  as<{ html: string; provider: string; remainingToday: number }>('/api/v1/ai/complete', {
    body: { prompt, ...(selection === undefined ? {} : { selection }) },
  });
const askAsStaff = (as: Browser, communityId: string, prompt: string) =>
  as<{ html: string; provider: string }>(`/api/v1/communities/${communityId}/ai/complete`, { body: { prompt } });

interface StreamEvent {
  name: string;
  data: Record<string, unknown>;
}

/** The streamed answer's events, in order (`event:` and one `data:` line each). */
function eventsOf(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((frame) => {
      const [, name, data] = /^event: (\w+)\ndata: (.*)$/.exec(frame) ?? [];
      return { name: name!, data: JSON.parse(data!) as Record<string, unknown> };
    });
}

/** The preview a reader of the patches ends with. */
const rebuilt = (events: StreamEvent[]) =>
  events
    .filter((e) => e.name === 'patch')
    .reduce((html, e) => html.slice(0, e.data.keep as number) + (e.data.append as string), '');

const askStreamed = (as: Browser, path: string, prompt: string, headers?: Record<string, string>) =>
  as(path, { body: { prompt }, ...(headers ? { headers } : {}) });

async function setAiContentGeneration(owner: Browser, communityId: string, on: boolean) {
  const base = `/api/v1/communities/${communityId}/settings`;
  const page = await owner<{ visibility: Record<string, unknown> }>(base);
  expect(page.status, page.text).toBe(200);
  const saved = await owner(`${base}/visibility`, {
    method: 'PUT',
    body: { ...page.json.visibility, aiContentGeneration: on },
  });
  expect(saved.status, saved.text).toBe(200);
}

describe('AI writing assist', { timeout: 120_000 }, () => {
  let c: Callers;

  beforeAll(async () => {
    c = await callers('ai');
  }, 120_000);

  it('is refused with 403 while the community has AI content generation off', async () => {
    const res = await ask(c.member.browser, 'A welcome post for new members');
    expect(res.status, res.text).toBe(403);
    expect(res.json).toMatchObject({ reason: 'AI_TURNED_OFF', message: messages.aiTurnedOff });
    const staff = await askAsStaff(c.owner.browser, c.owner.communityId, 'Our community description');
    expect(staff.status, staff.text).toBe(403);
    expect(staff.json).toMatchObject({ reason: 'AI_TURNED_OFF' });
  });

  describe('with AI content generation on', () => {
    beforeAll(async () => {
      await setAiContentGeneration(c.owner.browser, c.owner.communityId, true);
    });

    it('answers a member the dev provider’s text, with markup a post may not hold taken away', async () => {
      const res = await ask(
        c.member.browser,
        'Write hi <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">me</a>',
        'Our old welcome',
      );
      expect(res.status, res.text).toBe(200);
      expect(res.json.provider).toBe('echo');
      expect(res.json.html).toContain(`<strong>${ECHO_LABEL}:</strong> Write hi`);
      expect(res.json.html).toContain('Working on the selected text: Our old welcome');
      expect(res.json.html).not.toMatch(/<script|alert\(1\)|onerror|<img|javascript:/);
    });

    it('answers the owner and an editor in the owner app, for that community only', async () => {
      for (const staff of [c.owner.browser, c.editor.browser]) {
        const res = await askAsStaff(staff, c.owner.communityId, 'Three perks for supporters');
        expect(res.status, res.text).toBe(200);
        expect(res.json.html).toContain('Three perks for supporters');
      }
      const stranger = await askAsStaff(c.other.browser, c.owner.communityId, 'Three perks for supporters');
      expect(stranger.status, stranger.text).toBe(404);
      expect(stranger.json).toMatchObject({ reason: 'NOT_STAFF' });
    });

    it('streams the answer as it is written: sanitized patches, then the whole answer', async () => {
      const res = await askStreamed(c.member.browser, '/api/v1/ai/stream', 'Stream hi <script>alert(1)</script>');
      expect(res.status, res.text).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      // Written piece by piece, not as one buffered body with a length.
      expect(res.headers['transfer-encoding']).toBe('chunked');
      const events = eventsOf(res.text);
      expect(events.filter((e) => e.name === 'patch').length).toBeGreaterThan(3);
      const done = events.at(-1)!;
      expect(done.name).toBe('done');
      expect(done.data).toMatchObject({ provider: 'echo', remainingToday: expect.any(Number) });
      expect(done.data.html).toContain(`<strong>${ECHO_LABEL}:</strong> Stream hi`);
      expect(rebuilt(events)).toBe(done.data.html);
      expect(res.text).not.toMatch(/<script|alert\(1\)/);
    });

    it('streams staff an answer in the owner app, and refuses before any event as the buffered route does', async () => {
      const path = `/api/v1/communities/${c.owner.communityId}/ai/stream`;
      const staff = await askStreamed(c.editor.browser, path, 'Three perks for supporters');
      expect(staff.status, staff.text).toBe(200);
      expect(eventsOf(staff.text).at(-1)).toMatchObject({
        name: 'done',
        data: { html: expect.stringContaining('Three perks') },
      });
      const stranger = await askStreamed(c.other.browser, path, 'Three perks for supporters');
      expect(stranger.status, stranger.text).toBe(404);
      expect(stranger.json).toMatchObject({ reason: 'NOT_STAFF' });
      const guest = await askStreamed(newBrowser(c.owner.host), '/api/v1/ai/stream', 'Let me in');
      expect(guest.status, guest.text).toBe(401);
      const short = await askStreamed(c.member.browser, '/api/v1/ai/stream', 'ab');
      expect(short.status).toBe(400);
      expect(short.json).toMatchObject({ fields: { prompt: messages.aiPromptTooShort } });
    });

    it('refuses a streamed request whose body hash is not the body’s, as the edge’s signature check does', async () => {
      const res = await askStreamed(c.member.browser, '/api/v1/ai/stream', 'A welcome', {
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      });
      expect(res.status, res.text).toBe(403);
      expect(res.json).toMatchObject({ message: expect.stringContaining('x-amz-content-sha256') });
    });

    it('refuses a member of another community and a guest', async () => {
      const outsider = await signedInAccount(c.other.host, 'ai-outsider');
      const cookies = [...outsider.browser.jar].map(([k, v]) => `${k}=${v}`);
      const onThisHost = hostClient(platform.port, c.owner.host);
      const res = await onThisHost('/api/v1/ai/complete', { body: { prompt: 'Let me in' }, cookies });
      expect(res.status, res.text).toBe(403);
      expect(res.json).toMatchObject({ message: messages.notMember });
      const guest = await ask(newBrowser(c.owner.host), 'Let me in');
      expect(guest.status).toBe(401);
    });

    it('checks the prompt’s length with the spec’s texts', async () => {
      const short = await ask(c.member.browser, '  ab  ');
      expect(short.status).toBe(400);
      expect(short.json).toMatchObject({ fields: { prompt: messages.aiPromptTooShort } });
      const long = await ask(c.member.browser, 'a'.repeat(251));
      expect(long.status).toBe(400);
      expect(long.json).toMatchObject({ fields: { prompt: messages.aiPromptTooLong } });
    });

    it('refuses a member past the daily quota with 429 and the quota in words, not another member', async () => {
      for (let i = 1; i <= AI_DAILY_QUOTA; i++) {
        const res = await ask(c.moderator.browser, `Idea number ${i}`);
        expect(res.status, res.text).toBe(200);
        expect(res.json.remainingToday).toBe(AI_DAILY_QUOTA - i);
      }
      const over = await ask(c.moderator.browser, 'One more idea');
      expect(over.status).toBe(429);
      expect(over.json).toMatchObject({ error: 'RATE_LIMITED', message: messages.aiQuotaSpent(AI_DAILY_QUOTA) });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask(c.member.browser, 'Still mine to ask')).status).toBe(200);
    });

    it('is refused again at once when the owner turns it off', async () => {
      await setAiContentGeneration(c.owner.browser, c.owner.communityId, false);
      const res = await ask(c.member.browser, 'A welcome post for new members');
      expect(res.status).toBe(403);
    });
  });
});

// A whole-platform start: minutes on a busy shared machine (as in member-rate-limits.test.ts).
describe('AI writing assist with no provider configured', { timeout: 180_000 }, () => {
  let bare: ChildPlatform;

  beforeAll(async () => {
    bare = await startChildPlatform({ env: { HEARTH_AI: '' } });
  }, 180_000);

  afterAll(async () => {
    await bare?.stop();
  });

  it('answers 503 with the not-configured text, on the community site and the owner app', async () => {
    const owner = browser(bare.port, 'app.localhost');
    const signedIn = await owner('/api/v1/auth/sign-in', {
      body: { email: 'owner@hearth.local', password: 'hearth-demo-1' },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    const mine = await owner<{ items: Array<{ communityId: string; subdomain: string }> }>('/api/v1/communities');
    expect(mine.status, mine.text).toBe(200);
    const demo = mine.json.items.find((community) => community.subdomain === 'demo')!;
    await setAiContentGeneration(owner, demo.communityId, true);

    const staff = await askAsStaff(owner, demo.communityId, 'Our community description');
    expect(staff.status, staff.text).toBe(503);
    expect(staff.json).toMatchObject({ error: 'NOT_CONFIGURED', message: messages.aiNotConfigured });

    const member = browser(bare.port, 'demo.localhost');
    const memberIn = await member('/api/v1/auth/sign-in', {
      body: { email: 'member@hearth.local', password: 'hearth-demo-1' },
    });
    expect(memberIn.status, memberIn.text).toBe(200);
    const res = await ask(member, 'A welcome post for new members');
    expect(res.status, res.text).toBe(503);
    expect(res.json).toMatchObject({ message: messages.aiNotConfigured });
  });
});
