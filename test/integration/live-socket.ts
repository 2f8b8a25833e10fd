// A live-updates socket (/api/v1/live) opened as a test browser's session, for the integration tests of live updates.
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH, type LiveMessage } from '@hearth/shared/schemas/live';
import { type newBrowser, platform } from './context.ts';

type Browser = ReturnType<typeof newBrowser>;

export interface Socket {
  messages: LiveMessage[];
  /** Resolves with the first message (already received or to come) that matches, or rejects after `ms`. */
  next(match: (m: LiveMessage) => boolean, ms?: number): Promise<LiveMessage>;
  /** Resolves with the close code once the server (or the test) closed the socket, or rejects after `ms`. */
  closed(ms?: number): Promise<number>;
  close(): void;
}

const open: WebSocket[] = [];
afterAll(() => open.forEach((ws) => ws.close()));

/** Opens a live socket as the browser's session on its host; rejects with the refused upgrade's status. */
export function socketOf(browser: Browser, host: string, headers: Record<string, string> = {}): Promise<Socket> {
  const cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const ws = new WebSocket(`ws://127.0.0.1:${platform.port}${LIVE_PATH}`, { headers: { host, cookie, ...headers } });
  open.push(ws);
  const messages: LiveMessage[] = [];
  const waiters: Array<() => void> = [];
  let closeCode: number | null = null;
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as LiveMessage);
    waiters.forEach((w) => w());
  });
  ws.on('close', (code) => {
    closeCode = code;
    waiters.forEach((w) => w());
  });
  /** Resolves with what `found` finds, checked now and on every message or close, or rejects after `ms`. */
  const waitFor = <T>(found: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((done, fail) => {
      const check = () => {
        const value = found();
        if (value !== undefined) {
          clearTimeout(timer);
          done(value);
        }
      };
      const timer = setTimeout(() => fail(new Error(`${what} in ${ms} ms`)), ms);
      waiters.push(check);
      check();
    });
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        messages,
        close: () => ws.close(),
        next: (match, ms = 2_000) => waitFor(() => messages.find(match), ms, 'no matching message'),
        closed: (ms = 2_000) => waitFor(() => closeCode ?? undefined, ms, 'not closed'),
      }),
    );
  });
}
