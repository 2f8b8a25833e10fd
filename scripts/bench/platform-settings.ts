// Saving a Platform Settings section through the local gateway (target: p50 ≤ 30 ms): a signed-in owner saves
// the SEO, Community Feed, Platform Settings and Design sections in turn, one request at a time.
import { ulid } from 'ulid';
import { browser } from '../../test/support/http.ts';
import { percentile, timeSequential } from './stats.ts';

const PASSWORD = 'bench-owner-pass-1';

async function ownerWithCommunity(port: number) {
  const email = `bench-settings-${Date.now().toString(36)}@example.com`;
  const owner = browser(port, 'app.localhost');
  const signUp = await owner('/api/v1/auth/sign-up', {
    body: {
      firstName: 'Bench',
      lastName: 'Owner',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  if (signUp.status !== 201) throw new Error(`owner sign-up answered ${signUp.status}: ${signUp.text}`);
  const mails = await owner<Array<{ to: string; text: string }>>('/_dev/mail.json');
  const link = mails.json.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  await owner('/api/v1/auth/verify-email', { body: { token: new URL(link).searchParams.get('token') } });
  if ((await owner('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } })).status !== 200) {
    throw new Error('owner sign-in failed');
  }
  const created = await owner<{ communityId: string }>('/api/v1/communities', {
    body: {
      requestId: ulid(),
      communityName: 'Bench Settings',
      communitySubdomain: `bench-settings-${Date.now().toString(36)}`,
      organizationName: 'Bench Org',
      organizationType: 'Company',
      organizationPhone: '+1 555 0100',
      communityGoals: 'Measure settings.',
    },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${created.text}`);
  return { owner, communityId: created.json.communityId };
}

export async function benchPlatformSettings(port: number, count = 200) {
  const { owner, communityId } = await ownerWithCommunity(port);
  const base = `/api/v1/communities/${communityId}/settings`;
  const page = await owner<{
    feed: Record<string, Array<{ value: string; enabled: boolean }>>;
    visibility: Record<string, unknown>;
  }>(base);
  let n = 0;
  const saves: Array<() => [string, unknown]> = [
    () => ['/seo', { title: `Bench title ${n}`, description: 'Measured, not guessed' }],
    () => ['/feed', { ...page.json.feed, postsSorting: [...page.json.feed.postsSorting!].reverse() }],
    () => ['/visibility', { ...page.json.visibility, usersLeaderboard: n % 2 === 0 }],
    () => ['/design', { communityThemeColor: n % 2 ? '#087f5b' : '#1971c2', theme: 'light' }],
  ];
  const save = async () => {
    const [path, body] = saves[n++ % saves.length]!();
    const res = await owner(`${base}${path}`, { method: 'PUT', body });
    if (res.status !== 200) throw new Error(`save ${path} answered ${res.status}: ${res.text}`);
  };
  // Warm each route (Lambda module, SDK clients, the rich-text chunk is not on these paths).
  for (let i = 0; i < saves.length * 3; i++) await save();
  const times = await timeSequential(count, save);
  // The same gateway's floor on this machine right now (no table access), so a busy machine shows as such.
  const health = await timeSequential(count, () => owner('/api/health'));
  return {
    count: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    healthP50: percentile(health, 50),
  };
}
