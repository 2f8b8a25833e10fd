// The local edge's cache of rendered pages (scripts/local/gateway/page-cache.ts): CloudFront's role in AWS. A page
// is rendered once per host and URL and then served from the cache, never across hosts, and any write empties it
// so the next page load shows what was written.
import { describe, expect, it } from 'vitest';
import { signedInAccount } from './auth-flows.ts';
import { demo, drainEvents, on } from './context.ts';

const html = { accept: 'text/html' };
const page = (host: typeof demo, path: string) => host(path, { headers: html });

/** Every event committed so far delivered: no consumer writes (and empties the cache) during the test. */
const settled = drainEvents;

describe('rendered pages at the local edge', () => {
  it('renders a page once, then serves the same bytes from the cache', async () => {
    await settled();
    const first = await page(demo, '/terms');
    const second = await page(demo, '/terms');
    expect(first.status).toBe(200);
    expect(second.headers['x-cache']).toBe('Hit from local edge');
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('keeps each host its own pages: one community never gets another’s cached page', async () => {
    await settled();
    const demoHome = await page(demo, '/');
    expect((await page(demo, '/')).headers['x-cache']).toBe('Hit from local edge');
    const founders = await page(on('founders.localhost'), '/');
    expect(founders.headers['x-cache']).toBe('Miss from local edge');
    expect(founders.text).not.toBe(demoHome.text);
    expect(demoHome.text).toContain('Hearth Makers');
    expect(founders.text).not.toContain('Hearth Makers');
  });

  it('forgets its pages on a write: the home page loaded after a new post shows it', async () => {
    const { browser } = await signedInAccount();
    await settled();
    await page(demo, '/');
    expect((await page(demo, '/')).headers['x-cache']).toBe('Hit from local edge');

    const categories = await browser<{ items: Array<{ id: string }> }>('/api/v1/categories');
    const title = `Fresh from the edge ${Date.now().toString(36)}`;
    const created = await browser('/api/v1/posts', {
      body: { type: 'post', title, categoryId: categories.json.items[0]!.id, content: '<p>New</p>' },
    });
    expect(created.status, created.text).toBe(201);
    // Straight away: the post's own events may still be on their way to the consumers.
    const after = await page(demo, '/');
    expect(after.headers['x-cache']).toBe('Miss from local edge');
    expect(after.text).toContain(title);
  });
});
