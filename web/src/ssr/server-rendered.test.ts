// The server render names what it renders by source path and route id (render.tsx): the page modules and the tree
// whose CSS goes in the head, looked up by that path in Vite's manifest. A stale name fails nothing at run time (the
// page just goes out without its CSS, or the route without its server render), so these checks hold them to the code.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { demoCommunity } from '@test/fixtures.ts';
import { createCommunityRouter } from '../routes/community/router.tsx';
import { SERVER_RENDERED, TREE_MODULE } from './render.tsx';

/** web/, where the manifest's source paths start. */
const webRoot = join(import.meta.dirname, '..', '..');

const pageModules = [...new Set(Object.values(SERVER_RENDERED).filter((path) => path !== null))];

describe('the server-rendered routes table', () => {
  it.each(pageModules)('names the page module %s, which exists', (path) => {
    expect(existsSync(join(webRoot, path))).toBe(true);
  });

  it('names the community tree’s module, which exists', () => {
    expect(existsSync(join(webRoot, TREE_MODULE))).toBe(true);
  });

  it('names only routes of the community tree', () => {
    const router = createCommunityRouter({ queryClient: new QueryClient(), community: demoCommunity });
    expect(Object.keys(SERVER_RENDERED).filter((routeId) => !(routeId in router.routesById))).toEqual([]);
  });
});
