import { describe, expect, it } from 'vitest';
import { type CpuProfile, areaOf, inclusiveTime, moduleAt, moduleMarkers, selfTimes, sumBy } from './cpu-profile.ts';

const bundle = [
  'import x from "./y.js";',
  '// ../node_modules/@mantine/core/esm/core/Box/Box.mjs',
  'function Box() {}',
  '// @__NO_SIDE_EFFECTS__',
  'function pure() {}',
  '// src/features/feed/post-card.tsx',
  'function PostCard() {}',
].join('\n');

describe('module markers', () => {
  it('finds the module path lines and not other comments', () => {
    expect(moduleMarkers(bundle)).toEqual([
      { line: 1, module: 'node_modules/@mantine/core/esm/core/Box/Box.mjs' },
      { line: 5, module: 'src/features/feed/post-card.tsx' },
    ]);
  });

  it('places a line in the last module that starts at or before it', () => {
    const markers = moduleMarkers(bundle);
    expect(moduleAt(markers, 0)).toBeNull();
    expect(moduleAt(markers, 2)).toBe('node_modules/@mantine/core/esm/core/Box/Box.mjs');
    expect(moduleAt(markers, 4)).toBe('node_modules/@mantine/core/esm/core/Box/Box.mjs');
    expect(moduleAt(markers, 5)).toBe('src/features/feed/post-card.tsx');
    expect(moduleAt(markers, 99)).toBe('src/features/feed/post-card.tsx');
  });
});

describe('areas', () => {
  it.each([
    ['node_modules/react-dom/cjs/react-dom-server.node.production.js', 'React server render (react-dom/server)'],
    ['node_modules/react/cjs/react.production.js', 'React (hooks, JSX)'],
    ['node_modules/@mantine/core/esm/core/Box/Box.mjs', 'Mantine (style props, theme, CSS variables)'],
    ['node_modules/@tanstack/router-core/dist/esm/router.js', 'TanStack Router'],
    ['node_modules/@tanstack/query-core/build/modern/hydration.js', 'TanStack Query dehydrate'],
    ['node_modules/@tanstack/query-core/build/modern/query.js', 'TanStack Query'],
    ['node_modules/zod/v4/core/schemas.js', 'zod'],
    ['src/ssr/head.ts', 'render shell (head, payload, template)'],
    ['src/features/feed/post-card.tsx', 'our components and helpers'],
    ['shared/src/schemas/forum.ts', 'our components and helpers'],
    ['node_modules/lodash-es/merge.js', 'other libraries'],
  ])('puts %s in %s', (module, area) => {
    expect(areaOf(module, 'f', 'file:///x.js')).toBe(area);
  });

  it('names V8 pseudo-frames and code outside the bundle', () => {
    expect(areaOf(null, '(garbage collector)', '')).toBe('garbage collection');
    expect(areaOf(null, '(program)', '')).toBe('V8 / idle');
    expect(areaOf(null, 'stringify', '')).toBe('Node and V8 built-ins');
    expect(areaOf(null, 'writeHead', 'node:_http_server')).toBe('Node and V8 built-ins');
    expect(areaOf(null, 'renderCommunityPage', 'file:///web/dist-ssr/render.js')).toBe(
      'render entry (dist-ssr/render.js)',
    );
  });
});

// root → render → (a → a), b; samples: render 1, a (outer) 2, a (inner) 3, b 4 (deltas in microseconds).
const frame = (functionName: string) => ({ functionName, url: '', lineNumber: 0, columnNumber: 0 });
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2] },
    { id: 2, callFrame: frame('render'), children: [3, 5] },
    { id: 3, callFrame: frame('a'), children: [4] },
    { id: 4, callFrame: frame('a') },
    { id: 5, callFrame: frame('b') },
  ],
  samples: [2, 3, 4, 4, 5, 3],
  timeDeltas: [1000, 2000, 1500, 1500, 4000, 0],
};

describe('self and inclusive time', () => {
  it('sums each sample’s delta into its node, in milliseconds', () => {
    expect(Object.fromEntries(selfTimes(profile))).toEqual({ 2: 1, 3: 2, 4: 3, 5: 4 });
  });

  it('sums self time by a key, largest first', () => {
    expect(sumBy(profile, selfTimes(profile), (n) => n.callFrame.functionName)).toEqual([
      { key: 'a', ms: 5 },
      { key: 'b', ms: 4 },
      { key: 'render', ms: 1 },
    ]);
  });

  it('counts a recursive call once and includes callees', () => {
    const self = selfTimes(profile);
    expect(inclusiveTime(profile, self, (n) => n.callFrame.functionName === 'a')).toBe(5);
    expect(inclusiveTime(profile, self, (n) => n.callFrame.functionName === 'render')).toBe(10);
    expect(inclusiveTime(profile, self, (n) => ['render', 'b'].includes(n.callFrame.functionName))).toBe(10);
  });
});
