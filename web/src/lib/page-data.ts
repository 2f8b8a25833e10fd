// A route loader's data: what its page reads on its first render, fetched into the query cache with the page's own
// query options. The server render (web/src/ssr) waits for it, so it renders the page once, whole. In the browser
// the loader only starts it: the page shows at once, with its own skeletons while answers arrive, exactly as it
// would without the loader, and from a warm cache (a hydrated page, a page seen before) nothing is fetched.

/** The router context's part a loader reads: whether the page is being rendered on the server. */
export interface PageDataContext {
  serverRender?: boolean | undefined;
}

/**
 * Runs `load` for a route's loader: returned to the router (which waits for it) on the server, left running in the
 * browser. A refusal or failure is the page's to show (its query's error state), never the route's error.
 */
export function loadPageData(context: PageDataContext, load: () => Promise<unknown>): Promise<void> | undefined {
  const loading = load().then(
    () => undefined,
    () => undefined,
  );
  return context.serverRender ? loading : undefined;
}

/**
 * A fetch whose failure a loader leaves to the page: undefined instead of a rejection, so a loader waiting for
 * several answers at once still waits for all of them when one fails.
 */
export const quietly = <T>(answer: Promise<T>): Promise<T | undefined> => answer.catch(() => undefined);
