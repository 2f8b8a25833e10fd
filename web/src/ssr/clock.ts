// The clock relative times read: the server render's while a server-rendered page hydrates (so "3 hours ago"
// hydrates with the text the server wrote), the real one otherwise.
let hydrationNow: number | null = null;

export const renderNow = () => hydrationNow ?? Date.now();

export function setHydrationClock(now: number | null) {
  hydrationNow = now;
}
