// The SPA's initial JS and CSS per route tree, gzip: the entry plus the tree's chunk and everything they import
// statically (what a first visit downloads before the tree renders), read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface SpaResult {
  tree: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: string[];
}

export function benchSpa(root: string, trees: Record<string, string>): SpaResult[] {
  const dist = join(root, 'web', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

  return Object.entries(trees).map(([tree, src]) => {
    const key = Object.keys(manifest).find((k) => manifest[k]!.src === src || k === src);
    if (!key) throw new Error(`the build has no chunk for ${src}`);
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      for (const i of manifest[k]!.imports ?? []) visit(i);
    };
    visit(entryKey);
    visit(key);
    const js = [...seen].map((k) => manifest[k]!.file);
    const css = [...new Set([...seen].flatMap((k) => manifest[k]!.css ?? []))];
    return {
      tree,
      jsGzipBytes: js.reduce((sum, f) => sum + gz(f), 0),
      cssGzipBytes: css.reduce((sum, f) => sum + gz(f), 0),
      files: [...js, ...css],
    };
  });
}
