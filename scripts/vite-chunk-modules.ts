// A build plugin that writes dist/.vite/chunk-modules.json: for every JavaScript chunk, the source
// files (relative to the project) bundled into it. test/e2e/bundle-budget.test.ts reads it to
// prove that a screen loads no code of the other area (docs/performance.md, "Web delivery").
import path from 'node:path';
import type { Plugin } from 'vite';

export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'spotter:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[fileName] = Object.keys(output.modules)
          .map((id) => (id.startsWith('\0') ? id : path.relative(root, id.replace(/\?.*$/, '')).split(path.sep).join('/')))
          .toSorted();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}
