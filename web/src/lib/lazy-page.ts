// Route components that pass route data (search, context) to a lazily loaded page. The router preloads a
// route's component through its `preload`, so the wrapper hands on its page's; without it the page would
// suspend mid-render instead of loading with the route.
import type { ReactNode } from 'react';

interface Preloadable {
  preload?: (() => Promise<void> | undefined) | undefined;
}

export function withPreload<T extends () => ReactNode>(component: T, page: Preloadable) {
  return Object.assign(component, { preload: async () => page.preload?.() });
}
