// The browser's WebSocket for tests of the live socket: records the sockets a tab opens, in order, and lets the test
// play the server's side (open, messages, close). `stubSockets()` installs it for each test of a file.
import { afterEach, beforeEach, vi } from 'vitest';

export class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {}
}

export function stubSockets() {
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());
}
