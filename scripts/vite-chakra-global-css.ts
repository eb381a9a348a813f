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
import type { Plugin } from 'vite';
import { buildTimeModule, type SourcePatch } from './vite-build-time-module.ts';

const PATCHES: SourcePatch[] = [
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
  return buildTimeModule<typeof import('./chakra-global-css.ts')>({
    name: 'spotter:chakra-global-css',
    pluginFile: 'scripts/vite-chakra-global-css.ts',
    virtualId: 'virtual:chakra-global.css',
    script: 'scripts/chakra-global-css.ts',
    make: (script) => script.chakraGlobalCss(),
    patches: () => PATCHES,
  });
}
