import * as messages from '@hearth/shared/messages';
import { beaconBatchSchema, type BeaconBatch } from '@hearth/shared/schemas/analytics';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSession, serveSite } from '@test/api.ts';
import { serveFeed } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

/** The batches the endpoint receives (jsdom has no sendBeacon: the beacon posts them with fetch). */
function serveBeacon() {
  const batches: BeaconBatch[] = [];
  server.use(
    http.post('/api/v1/beacon', async ({ request }) => {
      batches.push(beaconBatchSchema.parse(JSON.parse(await request.text())));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return batches;
}

/** Leaves the page until a batch has arrived: the beacon starts once the browser is idle after the page is live. */
const leaveUntilSent = (batches: BeaconBatch[], count: number) =>
  waitFor(() => {
    window.dispatchEvent(new Event('pagehide'));
    expect(batches).toHaveLength(count);
  });

describe('the community site’s beacon', () => {
  it('sends a view of the page the visitor opens and of each page the router moves them to', async () => {
    serveSite();
    serveSession(null);
    serveFeed([]);
    const batches = serveBeacon();
    renderCommunity('/subforum-not-found');
    await screen.findByRole('heading', { level: 1, name: messages.subforumMissing });

    await leaveUntilSent(batches, 1);
    await userEvent.click(screen.getByRole('link', { name: 'Return Home' }));
    await screen.findByRole('heading', { level: 1, name: 'Trail Runners' });
    await leaveUntilSent(batches, 2);

    expect(batches.map((b) => b.communityId)).toEqual(['c_demo', 'c_demo']);
    expect(batches.flatMap((b) => b.items.map((item) => (item.k === 'view' ? item.path : item.k)))).toEqual([
      '/subforum-not-found',
      '/',
    ]);
  });
});
