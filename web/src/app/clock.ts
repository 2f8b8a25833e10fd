// The clock relative times ("3 hours ago") read, in steps: it moves every 30 seconds, and components showing a time
// re-render then. A server-rendered page carries the time it was rendered at: the render provides it
// (`RenderClock`, by SsrApp on the server and again while the page hydrates) and the browser's clock starts from it
// (`startClockAt`), so every component that hydrates — however late its lazy chunk arrives — writes the text the
// server wrote (useSyncExternalStore's server snapshot), and the texts move on together at the next step.
import { createContext, useContext, useSyncExternalStore } from 'react';

export const RenderClock = createContext<number | null>(null);

const STEP_MS = 30_000;
let current = Date.now();
const listeners = new Set<() => void>();
let ticking = false;

/** The clock's reading until its next step: a hydrating page's render time. */
export function startClockAt(time: number) {
  current = time;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // One timer for the page's life: a stopped one would leave the reading stale for the next time shown.
  if (!ticking) {
    ticking = true;
    setInterval(() => {
      current = Date.now();
      listeners.forEach((notify) => notify());
    }, STEP_MS);
  }
  return () => listeners.delete(listener);
}

/** Now, for relative times: the render's time on the server and while hydrating, else the clock's reading. */
export function useNow(): number {
  const rendered = useContext(RenderClock);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => rendered ?? current,
  );
}
