// An HTML page per area whose first screen is lazy (docs/performance.md, "First-screen chunks named
// in the page"). index.html names only the entry's chunks; the chunks of the screen itself
// (`/login`'s form, the client app's frame with Today, the coach's frame with the dashboard) were
// requested only once the entry had run and the router had asked for them, and the signed-in
// areas' in two more steps (the query layer, then the area). On a slow phone network each step is
// a round trip after the previous one. Each page here is index.html with a `modulepreload` link
// for every chunk of its area's first screen, so the browser fetches them beside the entry.
// src/server/routes/static.ts answers each area's paths with its page.
import { brotliCompressSync, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Plugin } from 'vite';

interface AreaPage {
  /** The page's file name in the build (beside index.html). */
  file: string;
  /** Source files (the end of a module id) whose chunks, with their static imports, the page preloads. */
  modules: string[];
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
}
type Output = Record<string, Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

/** Files the entry's page already loads: its script and its modulepreload links. */
function filesNamedIn(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!));
}

/** The chunks of `roots` and their static imports, imported ones first, minus `skip`. */
function chunksToPreload(bundle: Output, roots: string[], skip: Set<string>): string[] {
  const seen = new Set(skip);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) visit(imported);
    files.push(fileName);
  };
  for (const root of roots) visit(root);
  return files;
}

/** The build's brotli and gzip settings (vite.config.ts), for the pages' .br and .gz siblings. */
interface Precompression {
  brotli: BrotliOptions;
  gzip: ZlibOptions;
}

export function areaPages(pages: AreaPage[], precompression: Precompression): Plugin {
  return {
    name: 'spotter:area-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own HTML step has put index.html in the bundle; that is also after the
      // compression plugin's step, so the pages get their .br and .gz siblings here.
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Output;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return this.error('spotter:area-pages: the build has no index.html');
        const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        if (!html.includes('</head>')) return this.error('spotter:area-pages: index.html has no </head>');
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        for (const page of pages) {
          const roots = page.modules.map((module) => {
            const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
            if (!chunk) return this.error(`spotter:area-pages: no chunk holds ${module} (for ${page.file})`);
            return chunk.fileName;
          });
          const links = chunksToPreload(bundle, roots, filesNamedIn(html)).map((file) => `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
          const source = html.replace('</head>', `${links.join('')}\n  </head>`);
          this.emitFile({ type: 'asset', fileName: page.file, source });
          this.emitFile({ type: 'asset', fileName: `${page.file}.br`, source: brotliCompressSync(source, precompression.brotli) });
          this.emitFile({ type: 'asset', fileName: `${page.file}.gz`, source: gzipSync(source, precompression.gzip) });
        }
      },
    },
  };
}
