// Picks the route tree for this host and loads only that one: members never download owner code.
import '@mantine/core/styles.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { configuredBaseDomain, siteTreeFor, type SiteTree } from './lib/host.ts';

const trees: Record<SiteTree, () => Promise<{ default: ComponentType }>> = {
  owner: () => import('./routes/owner/owner-app.tsx'),
  community: () => import('./routes/community/community-site.tsx'),
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void trees[siteTreeFor(window.location.hostname, configuredBaseDomain())]().then(({ default: Tree }) => {
  createRoot(container).render(
    <StrictMode>
      <Tree />
    </StrictMode>,
  );
});
