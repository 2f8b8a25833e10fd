// Live updates: one WebSocket per tab to /api/v1/live on the community's host, opened while a member's
// bell is on screen. A pushed count goes straight into the bell's query and refreshes the lists; a new post counts
// toward the feed's "new posts" pill; every message also goes to the pages listening (`onLiveMessage`: an open post
// page's new comments). When the socket fails it reconnects with backoff (1 s doubling to 30 s), and until it is open
// the bell polls (UNREAD_POLL_MS); while it is open there is no polling at all. A socket the server
// ends (a ban, a session cutoff) says `ended` first, and the page reads everything again.
import { LIVE_PATH } from '@hearth/shared/constants/http';
import type { LiveMessage } from '@hearth/shared/schemas/live';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { notificationKeys } from './keys.ts';

const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

interface LiveState {
  open: boolean;
  /** Posts published by others (the server leaves out the member's own) since the feed was last shown fresh. */
  newPosts: number;
}

let state: LiveState = { open: false, newPosts: 0 };
const listeners = new Set<() => void>();
const set = (next: Partial<LiveState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const messageListeners = new Set<(message: LiveMessage) => void>();

/** Hears every message of the tab's socket while subscribed (a lazy page's own live state, the post page's pill). */
export const onLiveMessage = (listener: (message: LiveMessage) => void) => {
  messageListeners.add(listener);
  return () => void messageListeners.delete(listener);
};

let users = 0;
let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let backoff = BACKOFF_MIN_MS;

function connect(queryClient: QueryClient) {
  if (typeof WebSocket === 'undefined') return;
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onopen = () => {
    backoff = BACKOFF_MIN_MS;
    set({ open: true });
    // What changed while the socket was down.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
  };
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as LiveMessage;
    messageListeners.forEach((listener) => listener(message));
    if (message.type === 'unread') {
      queryClient.setQueryData(notificationKeys.unread(), { unread: message.unread, lastSeenAt: message.lastSeenAt });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    } else if (message.type === 'newPost') {
      set({ newPosts: state.newPosts + 1 });
    } else if (message.type === 'ended') {
      // The member's standing or session changed (a ban, a password change elsewhere): everything on screen is read
      // again, the session with it, so the page follows without a reload.
      void queryClient.invalidateQueries();
    }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    set({ open: false });
    if (users > 0) {
      retry = setTimeout(() => connect(queryClient), backoff);
      backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
    }
  };
}

/**
 * Keeps the tab's live socket open while some component uses it (the bell, the phone's Alerts tab); answers whether
 * it is open, so the bell polls only when it is not.
 */
export function useLiveSocket() {
  const queryClient = useQueryClient();
  useEffect(() => {
    users += 1;
    if (users === 1 && !socket && !retry) connect(queryClient);
    return () => {
      users -= 1;
      if (users > 0) return;
      if (retry) clearTimeout(retry);
      retry = null;
      const ws = socket;
      socket = null;
      ws?.close();
      set({ open: false });
    };
  }, [queryClient]);
  // A server render (and the hydration that follows it) has no socket: closed, no new posts.
  return useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );
}

/** How many posts by others arrived live since the feed was refreshed (the "new posts" pill). */
export const useNewPosts = () =>
  useSyncExternalStore(
    subscribe,
    () => state.newPosts,
    () => 0,
  );

/** The feed was refreshed: the pill goes. */
export const clearNewPosts = () => set({ newPosts: 0 });
