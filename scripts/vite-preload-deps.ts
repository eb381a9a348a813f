// Trims the preload lists Vite writes next to every import() (docs/performance.md, "Web delivery").
// For `import('./page.js')` Vite preloads page.js and every chunk it imports, and each chunk with
// dynamic imports carries the file names of all those chunks (`__vite__mapDeps`). A chunk that the
// importing chunk itself imports, directly or through others, has always been loaded before its
// code runs, so preloading it does nothing (the helper skips it at run time): such names are left
// out. Chunks not yet loaded are still preloaded with the import, in parallel as before.
import type { Plugin } from 'vite';

type Chunks = Record<string, { type: string; imports?: string[] }>;

export function preloadDeps(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: string }) => string[] } {
  let bundle: Chunks = {};
  const loaded = new Map<string, Set<string>>();

  /** The chunks `file` imports statically, directly or through others, itself included. */
  function loadedWith(file: string): Set<string> {
    let files = loaded.get(file);
    if (files) return files;
    files = new Set();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (files.has(next)) continue;
      files.add(next);
      stack.push(...(bundle[next]?.imports ?? []));
    }
    loaded.set(file, files);
    return files;
  }

  return {
    plugin: {
      name: 'spotter:preload-deps',
      apply: 'build',
      // Runs before Vite's own generateBundle, which asks resolveDependencies below.
      generateBundle(_options, output) {
        bundle = output as Chunks;
        loaded.clear();
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle[hostId]) return deps;
      const already = loadedWith(hostId);
      return deps.filter((dep) => !already.has(dep));
    },
  };
}
