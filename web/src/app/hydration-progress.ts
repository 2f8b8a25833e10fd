// When React has hydrated every part of a server-rendered page. React commits the hydrated root before the content
// of its Suspense boundaries (the router wraps each route's match in one) and hydrates each boundary's content in a
// later, low-priority pass. A part still waiting reads the query cache as it is when its turn comes, so an answer
// that changed meanwhile (a member's session, and the layout and feed reset for them) renders something other than
// the server's HTML: a mismatch, and React throws that part away and renders it again.
//
// React gives no public signal for the end of those passes, so this reads the fiber tree React keeps on the root's
// container: a Suspense fiber whose state still holds its server-rendered (dehydrated) node is a part not hydrated
// yet. A React upgrade that changes this fails the web test "asks who the viewer is only once every part of the page
// has hydrated" (ssr/render.test.tsx).

interface Fiber {
  tag: number;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedState: unknown;
  stateNode: unknown;
}

const SUSPENSE_COMPONENT = 13;

/** The root's committed fiber: the container keeps the root's first one, whose root object points at the current. */
function committedRoot(container: Element): Fiber | null {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  const first = key ? (container as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  return (first?.stateNode as { current?: Fiber } | undefined)?.current ?? null;
}

/** Whether a server-rendered part of the page in `container` is still waiting for React to hydrate it. */
export function hasDehydratedParts(container: Element): boolean {
  const pending: (Fiber | null)[] = [committedRoot(container)];
  while (pending.length) {
    const fiber = pending.pop();
    if (!fiber) continue;
    if (fiber.tag === SUSPENSE_COMPONENT && (fiber.memoizedState as { dehydrated?: unknown } | null)?.dehydrated) {
      return true;
    }
    pending.push(fiber.sibling, fiber.child);
  }
  return false;
}

/**
 * Calls `done` in the first task after which no part of `container` waits for hydration, checking every few
 * milliseconds (a check walks the page's fibers: well under a millisecond); after `limitMs` it calls it anyway.
 */
export function afterFullHydration(container: Element, done: () => void, limitMs = 10_000) {
  const started = performance.now();
  const check = () => {
    if (hasDehydratedParts(container) && performance.now() - started < limitMs) setTimeout(check, 8);
    else done();
  };
  check();
}
