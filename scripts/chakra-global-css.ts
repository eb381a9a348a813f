// Chakra's global stylesheet as text: the cascade layers' order, the preflight reset, the global
// styles and every token's CSS variable (light and dark), exactly as Emotion's <Global> would
// insert them at run time. Run at build time only, in Node, by vite-chakra-global-css.ts:
// the browser then gets them as a cached stylesheet instead of building and serializing them on
// every page load (docs/performance.md, "Web delivery").
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { system } from '../src/web/theme/system.ts';

export function chakraGlobalCss(): string {
  const cache = createCache({ key: 'css' });
  // oxlint-disable-next-line no-underscore-dangle -- the styles ChakraProvider hands to <Global>
  const styles = [system.layers.atRule, system._global];
  // Emotion's own insert: outside a browser it returns the rules it would have inserted.
  return styles.map((s) => cache.insert('', serializeStyles([s] as never, cache.registered), cache.sheet, false) ?? '').join('\n');
}
