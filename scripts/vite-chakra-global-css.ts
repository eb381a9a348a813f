// Chakra's global CSS as a stylesheet built once (docs/performance.md, "Web delivery").
//
// Chakra's createSystem builds the preflight reset, the global styles and a CSS variable for each of
// its ~660 tokens as style objects when the page loads (`_global`), and ChakraProvider hands them to
// Emotion's <Global>, which serializes them into 49 KB of CSS. On a phone that was the largest
// part of the first long task on every screen: under Lighthouse's 4× CPU slowdown, about 300 ms in
// createSystem and 100 ms more in Emotion's parser, before React drew anything.
//
// - `virtual:chakra-global.css` (imported by src/web/main.tsx) is that CSS, made at build time by
//   the same code in Node (scripts/chakra-global-css.ts): a cached, compressed stylesheet.
// - In the build, two lines of Chakra are changed: createSystem makes `_global` only when
//   something reads it, and ChakraProvider no longer renders the two <Global> elements (the
//   stylesheet has both: the layers' order first, then the styles). Each replacement must find
//   its text exactly, or the build fails: a Chakra upgrade that moves them is noticed here.
//   Tests and the dev server use Chakra unchanged (their dependencies are not transformed), so
//   there the styles are inserted twice, harmlessly.
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:chakra-global.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

const PATCHES: { file: string; from: string; to: string }[] = [
  {
    file: '/@chakra-ui/react/dist/esm/styled-system/system.js',
    from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    to: 'let _global;',
  },
  {
    file: '/@chakra-ui/react/dist/esm/styled-system/system.js',
    from: '    _global,\n',
    to: '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
  },
  {
    file: '/@chakra-ui/react/dist/esm/styled-system/provider.js',
    from: '!sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: sys.layers.atRule }),\n    /* @__PURE__ */ jsx(Global, { styles: sys._global }),',
    to: 'null,\n    null,',
  },
];

export function chakraGlobalCss(): Plugin {
  let root = process.cwd();
  let building = false;
  let css: Promise<string> | undefined;
  return {
    name: 'spotter:chakra-global-css',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      css ??= runnerImport<typeof import('./chakra-global-css.ts')>(path.join(root, 'scripts/chakra-global-css.ts'), {
        configFile: false,
        logLevel: 'error',
      }).then(({ module }) => module.chakraGlobalCss());
      return css;
    },
    transform: {
      order: 'pre',
      handler(code, id) {
        if (!building) return undefined;
        const file = id.replaceAll('\\', '/');
        const patches = PATCHES.filter((p) => file.endsWith(p.file));
        if (patches.length === 0) return undefined;
        let out = code;
        for (const p of patches) {
          if (!out.includes(p.from)) this.error(`spotter:chakra-global-css: ${p.file} no longer contains ${JSON.stringify(p.from)} (Chakra upgraded?); update scripts/vite-chakra-global-css.ts`);
          out = out.replace(p.from, p.to);
        }
        return { code: out, map: null };
      },
    },
  };
}
