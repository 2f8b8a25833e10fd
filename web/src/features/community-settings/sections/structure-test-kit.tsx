// Test helpers of the Subforums and Post Categories sections: the section rendered with its providers, an msw API
// for the selected community's subforums and categories that records what the sections send, and row positions for
// @dnd-kit (jsdom lays nothing out, so each list row reports a box by its place in the list).
import type { AdminCategory, AdminSubforum } from '@hearth/shared/schemas/structure';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { ThemeProvider } from '@/app/theme-provider.tsx';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { serveMyCommunities, trailRunners } from '@test/communities.ts';
import { testQueryClient } from '@test/fixtures.ts';
import { server } from '@test/msw-server.ts';

export const CID = trailRunners.communityId;

export const subforum = (
  id: string,
  title: string,
  rank: number,
  extra: Partial<AdminSubforum> = {},
): AdminSubforum => ({
  id,
  title,
  slug: title.toLowerCase(),
  emoji: '',
  iconKey: null,
  iconURL: null,
  bannerKey: null,
  bannerURL: null,
  rank,
  enabled: true,
  private: false,
  navigation: true,
  permissions: {},
  categoriesCount: 1,
  ...extra,
});

export const category = (
  id: string,
  title: string,
  rank: number,
  extra: Partial<AdminCategory> = {},
): AdminCategory => ({
  id,
  subforumId: 'home',
  title,
  enabled: true,
  rank,
  ...extra,
});

export const roles = [
  { id: 'admins', name: 'Admins', color: '#e03131' },
  { id: 'moderators', name: 'Moderators', color: '#1971c2' },
  { id: 'members', name: 'Members', color: '#868e96' },
];

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The structure API of the selected community; `answer` may replace a write's answer (status and body). */
export function serveStructure(
  state: { subforums: AdminSubforum[]; categories: AdminCategory[] },
  answer: (sent: Sent) => { status: number; body: unknown } | null = () => null,
) {
  serveMyCommunities([trailRunners]);
  const sent: Sent[] = [];
  const base = `/api/v1/communities/${CID}`;
  const write =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const sentNow = {
        method,
        path: new URL(request.url).pathname,
        body: await request.json().catch(() => undefined),
      };
      sent.push(sentNow);
      const custom = answer(sentNow);
      if (custom) return HttpResponse.json(custom.body as never, { status: custom.status });
      return HttpResponse.json((sentNow.body ?? {}) as never, { status: method === 'POST' ? 201 : 200 });
    };
  server.use(
    http.get(`${base}/subforums`, () =>
      HttpResponse.json({ items: [...state.subforums].sort((a, b) => a.rank - b.rank), roles, nextCursor: null }),
    ),
    http.get(`${base}/categories`, ({ request }) => {
      const scope = new URL(request.url).searchParams.get('subforumId') ?? 'home';
      const items = state.categories.filter((c) => c.subforumId === scope).sort((a, b) => a.rank - b.rank);
      return HttpResponse.json({ items, nextCursor: null });
    }),
    http.post(`${base}/*`, write('POST')),
    http.put(`${base}/*`, write('PUT')),
    http.delete(`${base}/*`, write('DELETE')),
  );
  return sent;
}

export function renderSection(ui: ReactElement) {
  return render(
    <ThemeProvider>
      <QueryClientProvider client={testQueryClient()}>
        <ToastProvider>{ui}</ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** Each list row (and what is inside it) reports a 40 px high box, 50 px below the one before. */
export function layOutRows() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 50, width: 600, height: 40 });
  });
}

/**
 * Lifts `handle` with Space, presses `key` until dnd-kit announces `announcement`, then drops it with Space. dnd-kit
 * measures the drop targets just after the lift; an arrow key that lands before that (on a busy machine: CI lost one
 * at 5b9e3a7's run) moves nothing and announces nothing, so it is pressed again, as a keyboard user would.
 */
export async function moveWithKeyboard(handle: HTMLElement, key: 'ArrowUp' | 'ArrowDown', announcement: string) {
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  });
  await waitFor(
    async () => {
      await act(async () => {
        fireEvent.keyDown(handle, { code: key, key });
      });
      expect(screen.getByText(announcement)).toBeInTheDocument();
    },
    { timeout: 5_000, interval: 100 },
  );
  await act(async () => {
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  });
}
