// Post create and vote p50 / p99 through the local gateway, one signed-in demo member, 200 sequential requests each after
// a warm-up. Uses only HTTP and test/support, so the same file runs on any commit: the outbox's write cost is this
// script on the commit before it and on HEAD (docs/benchmarks.md). HEARTH_EVENTS_PAUSED=1 leaves delivery off.
import { browser } from '../../test/support/http.ts';
import { startChildPlatform } from '../../test/support/platform.ts';

const p = await startChildPlatform();
const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
try {
  const b = browser(p.port, 'demo.localhost');
  const signIn = await b('/api/v1/auth/sign-in', { body: { email: 'member@hearth.local', password: 'hearth-demo-1' } });
  if (signIn.status !== 200) throw new Error(signIn.text);
  const categoryId = (await b<{ items: Array<{ id: string }> }>('/api/v1/categories')).json.items[0]!.id;
  const create = () =>
    b<{ id: string }>('/api/v1/posts', {
      body: { type: 'post', title: `Latency ${Math.random().toString(36).slice(2)}`, categoryId, content: '<p>x</p>' },
    });
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) ids.push((await create()).json.id);
  const creates: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const res = await create();
    creates.push(performance.now() - t);
    if (res.status !== 201) throw new Error(res.text);
  }
  for (let i = 0; i < 30; i++) await b(`/api/v1/posts/${ids[i]}/vote`, { method: 'PUT', body: { vote: 'upvote' } });
  const votes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const res = await b(`/api/v1/posts/${ids[i % 30]}/vote`, {
      method: 'PUT',
      body: { vote: i % 2 ? 'upvote' : 'downvote' },
    });
    votes.push(performance.now() - t);
    if (res.status !== 200) throw new Error(res.text);
  }
  console.log(
    JSON.stringify({
      createP50: pct(creates, 0.5),
      createP99: pct(creates, 0.99),
      voteP50: pct(votes, 0.5),
      voteP99: pct(votes, 0.99),
    }),
  );
} finally {
  await p.stop();
}
