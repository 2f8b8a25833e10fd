// Reading a V8 CPU profile (.cpuprofile, from `node --cpu-prof` or the inspector) of the server render's bundle:
// each sample's function mapped to the module it came from (the unminified bundle keeps a `// <module path>` line
// before each module's code) and to an area of the render, and the self time summed by area and by function.

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const MODULE_MARKER = /^\/\/ ((?:\.\.\/)?(?:node_modules|shared|src)\/\S+)$/;

/** The module markers of a bundle file: for each, the 0-based line it starts on and the module's path. */
export function moduleMarkers(source: string): Array<{ line: number; module: string }> {
  const out: Array<{ line: number; module: string }> = [];
  source.split('\n').forEach((text, line) => {
    const match = MODULE_MARKER.exec(text);
    if (match) out.push({ line, module: match[1]!.replace(/^\.\.\//, '') });
  });
  return out;
}

/** The module a 0-based line of the bundle file belongs to (the last marker at or before it), or null before any. */
export function moduleAt(markers: Array<{ line: number; module: string }>, line: number): string | null {
  let lo = 0;
  let hi = markers.length - 1;
  let found: string | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (markers[mid]!.line <= line) {
      found = markers[mid]!.module;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The area of the render a module (or, outside the bundle, a V8 pseudo-frame or Node's own code) belongs to. */
export function areaOf(module: string | null, functionName: string, url: string): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)' || functionName === '(idle)' || functionName === '(root)') return 'V8 / idle';
  if (module === null)
    return url.startsWith('node:') || url === '' ? 'Node and V8 built-ins' : 'render entry (dist-ssr/render.js)';
  if (/^node_modules\/react-dom\//.test(module)) return 'React server render (react-dom/server)';
  if (/^node_modules\/(react|scheduler|use-sync-external-store)\//.test(module)) return 'React (hooks, JSX)';
  if (/^node_modules\/@mantine\/|^node_modules\/@emotion\/|^node_modules\/clsx\//.test(module))
    return 'Mantine (style props, theme, CSS variables)';
  if (/^node_modules\/@tanstack\/(react-router|router-core|history)\//.test(module)) return 'TanStack Router';
  if (/^node_modules\/@tanstack\/query-core\/build\/modern\/hydration\./.test(module))
    return 'TanStack Query dehydrate';
  if (/^node_modules\/@tanstack\/(react-query|query-core)\//.test(module)) return 'TanStack Query';
  if (/^node_modules\/zod\//.test(module)) return 'zod';
  if (/^src\/ssr\/|^src\/app\/ssr-payload/.test(module)) return 'render shell (head, payload, template)';
  if (/^src\/|^shared\//.test(module)) return 'our components and helpers';
  return 'other libraries';
}

/** Self time in milliseconds of each profile node (the time of the samples taken in it). */
export function selfTimes(profile: CpuProfile): Map<number, number> {
  const out = new Map<number, number>();
  profile.samples.forEach((id, i) => out.set(id, (out.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  return out;
}

/** Sums `self` by a key of each node, largest first. */
export function sumBy(
  profile: CpuProfile,
  self: Map<number, number>,
  keyOf: (node: CpuProfileNode) => string,
): Array<{ key: string; ms: number }> {
  const sums = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms) sums.set(keyOf(node), (sums.get(keyOf(node)) ?? 0) + ms);
  }
  return [...sums].map(([key, ms]) => ({ key, ms })).sort((a, b) => b.ms - a.ms);
}

/**
 * Inclusive time (self plus callees) of the frames a test picks, each counted once where one such frame calls another
 * (recursion, or a picked function under another): what a call and everything it does cost.
 */
export function inclusiveTime(
  profile: CpuProfile,
  self: Map<number, number>,
  picked: (node: CpuProfileNode) => boolean,
): number {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const hasParent = new Set(profile.nodes.flatMap((n) => n.children ?? []));
  let total = 0;
  const walk = (id: number, inside: boolean) => {
    const node = byId.get(id)!;
    const counted = inside || picked(node);
    if (counted) total += self.get(id) ?? 0;
    for (const child of node.children ?? []) walk(child, counted);
  };
  for (const node of profile.nodes) if (!hasParent.has(node.id)) walk(node.id, false);
  return total;
}
