// Community creation through the local gateway (target: p50 ≤ 150 ms): signed-in owners publish the builder's
// full payload, one request at a time. Each owner stays under the per-account creation limit.
import { ulid } from 'ulid';
import { browser } from '../../test/support/http.ts';
import { percentile, timeSequential } from './stats.ts';

const PER_OWNER = 25;
const PASSWORD = 'bench-owner-pass-1';

/** A fresh owner-app account: sign-up, the e-mailed link from the dev mailbox, sign-in. */
async function newOwner(port: number, n: number) {
  const email = `bench-owner-${Date.now().toString(36)}-${n}@example.com`;
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
  const signIn = await owner('/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
  if (signIn.status !== 200) throw new Error(`owner sign-in answered ${signIn.status}`);
  return owner;
}

export async function benchCreateCommunity(port: number, owners: number) {
  const times: number[] = [];
  let n = 0;
  for (let o = 0; o < owners; o++) {
    const owner = await newOwner(port, o);
    const create = async () => {
      const res = await owner('/api/v1/communities', {
        body: {
          requestId: ulid(),
          communityName: `Bench Community ${++n}`,
          communitySubdomain: `bench-${Date.now().toString(36)}-${n}`,
          communityTagline: 'Measured, not guessed',
          communityDescription: '<p>A community made by <strong>npm run bench</strong>.</p>',
          communityThemeColor: '#087f5b',
          organizationName: 'Bench Org',
          organizationType: 'Company',
          organizationPhone: '+1 555 0100',
          communityGoals: 'Measure creation.',
        },
      });
      if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.text}`);
    };
    // The first creation of each owner warms its path (GetItem of the plan choice, the transaction).
    if (o === 0) await create();
    times.push(...(await timeSequential(PER_OWNER - (o === 0 ? 1 : 0), create)));
  }
  return { count: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
}
