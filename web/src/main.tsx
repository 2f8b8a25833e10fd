// Picks the route tree for this host and loads only that one: members never download owner code. Each tree brings
// its own Mantine styles: the owner app all of them (loaded beside its chunk, ahead of its own CSS), the community
// site only the components it uses (routes/community/mantine-styles.ts), to keep its first paint small.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { configuredBaseDomain, siteTreeFor, type SiteTree } from './lib/host.ts';
import type { SsrPayload } from './app/ssr-payload.ts';

interface TreeModule {
  default: ComponentType;
  /** Takes over a server-rendered page (web/src/app/hydrate.tsx); false when it cannot. */
  hydratePage?: (container: HTMLElement, payload: SsrPayload) => Promise<boolean>;
}

const trees: Record<SiteTree, () => Promise<TreeModule>> = {
  owner: () =>
    Promise.all([import('@mantine/core/styles.css'), import('./routes/owner/owner-app.tsx')]).then(([, tree]) => tree),
  community: () => {
    // The response schemas the first screen parses start downloading beside the tree's code rather than after it
    // (one round trip less before the first answer can show); the tree renders without waiting for them. A
    // server-rendered page has its first answers already: their schemas (and the cost of building them) wait until
    // a request after hydration needs one.
    if (!window.__hearthSsr)
      void Promise.all([
        import('@hearth/shared/contracts/communities'),
        import('@hearth/shared/contracts/auth'),
        import('@hearth/shared/contracts/posts'),
      ]).catch(() => undefined);
    return import('./routes/community/community-site.tsx');
  },
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void trees[siteTreeFor(window.location.hostname, configuredBaseDomain())]().then(async (tree) => {
  const payload = window.__hearthSsr;
  const hydrated = payload && tree.hydratePage ? await tree.hydratePage(container, payload) : false;
  if (!hydrated) {
    const Tree = tree.default;
    createRoot(container).render(
      <StrictMode>
        <Tree />
      </StrictMode>,
    );
  }
  // Emoji for systems without a colour-emoji font (e.g. Linux without Noto Color Emoji): the Noto Emoji web font's
  // faces (unicode-range subsets, fetched only for an emoji no system font draws — never on macOS, Windows, iOS or
  // Android) arrive after the first paint, so their CSS (~3 KB gzip) is not on its critical path; the Emoji box has a
  // fixed width, so the swap moves nothing.
  void import('./app/emoji-font.css');
});
