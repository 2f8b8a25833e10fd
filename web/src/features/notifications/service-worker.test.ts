// The service worker (web/public/sw.js) run against a stand-in worker scope: what each push shows, and where a click
// on a notification goes — only ever a page of the site's own origin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://demo.hearth.example';
const source = readFileSync(join(import.meta.dirname, '../../../public/sw.js'), 'utf8');

interface FakeWindow {
  url: string;
  focused: number;
  navigatedTo: string[];
}

function worker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const clientOf = (w: FakeWindow) => ({
    url: w.url,
    focus: async () => {
      w.focused += 1;
      return clientOf(w);
    },
    navigate: async (url: string) => {
      w.navigatedTo.push(url);
      w.url = url;
      return clientOf(w);
    },
  });
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows.map(clientOf),
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  runInNewContext(source, { self, URL, fetch, crypto, TextEncoder, btoa });
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  const push = (data: unknown) =>
    dispatch('push', {
      data:
        data === undefined
          ? null
          : {
              json: () => {
                if (typeof data === 'string') return JSON.parse(data);
                return data;
              },
            },
    });
  const click = (url: string) => {
    const notification = { data: { url }, closed: false, close: () => (notification.closed = true) };
    return dispatch('notificationclick', { notification }).then(() => notification);
  };
  return { shown, opened, push, click };
}

const fakeWindow = (path: string): FakeWindow => ({ url: `${ORIGIN}${path}`, focused: 0, navigatedTo: [] });

describe('a push', () => {
  it('shows the title and line, with the link and a tag that replaces an earlier notice of the same group', async () => {
    const sw = worker();
    await sw.push({
      title: 'Hearth Makers',
      body: 'Ana upvoted your post "Lake run"',
      url: '/post/lake-run?comment=c-1',
      tag: 'postUpvotes.p-1',
    });
    expect(sw.shown).toEqual([
      {
        title: 'Hearth Makers',
        options: {
          body: 'Ana upvoted your post "Lake run"',
          icon: '/favicon.svg',
          data: { url: `${ORIGIN}/post/lake-run?comment=c-1` },
          tag: 'postUpvotes.p-1',
          renotify: true,
        },
      },
    ]);
  });

  it('never links off the site: a foreign URL becomes the notifications page', async () => {
    const sw = worker();
    await sw.push({ title: 'x', body: 'y', url: 'https://evil.example/phish', tag: 't' });
    await sw.push({ title: 'x', body: 'y', url: '//evil.example/phish', tag: 't' });
    expect(sw.shown.map((s) => (s.options.data as { url: string }).url)).toEqual([
      `${ORIGIN}/notifications`,
      `${ORIGIN}/notifications`,
    ]);
  });

  it('still shows a notification when the message cannot be read (browsers require one per push)', async () => {
    const sw = worker();
    await sw.push('{not json');
    await sw.push(undefined);
    expect(sw.shown.map((s) => [s.title, s.options.body])).toEqual([
      ['demo.hearth.example', 'You have a new notification.'],
      ['demo.hearth.example', 'You have a new notification.'],
    ]);
  });
});

describe('a click on a notification', () => {
  const link = `${ORIGIN}/post/lake-run?comment=c-1`;

  it('focuses a tab already at the link', async () => {
    const there = fakeWindow('/post/lake-run?comment=c-1');
    const elsewhere = fakeWindow('/');
    const sw = worker([elsewhere, there]);
    const notification = await sw.click(link);
    expect(notification.closed).toBe(true);
    expect(there.focused).toBe(1);
    expect(elsewhere.navigatedTo).toEqual([]);
    expect(sw.opened).toEqual([]);
  });

  it('sends an open tab of the site to the link', async () => {
    const feed = fakeWindow('/');
    const sw = worker([feed]);
    await sw.click(link);
    expect(feed.navigatedTo).toEqual([link]);
    expect(sw.opened).toEqual([]);
  });

  it('opens a window when no tab of the site is open', async () => {
    const sw = worker([{ url: 'https://other.example/', focused: 0, navigatedTo: [] }]);
    await sw.click(link);
    expect(sw.opened).toEqual([link]);
  });
});
