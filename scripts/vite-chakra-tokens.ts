// Chakra's token dictionary made once, at build time (docs/performance.md, "Web delivery").
//
// - `virtual:chakra-tokens` is the dictionary's data, made in Node from src/web/theme/system.ts
//   (scripts/chakra-tokens.ts) and checked there against Chakra's own dictionary.
// - In the build, Chakra's createTokenDictionary returns the lookups rebuilt from that data
//   (scripts/chakra-token-dictionary.ts); it must be called without token sources, and the build
//   defines `import.meta.env.SPOTTER_CHAKRA_TOKENS_PREBUILT`, so src/web/theme/system.ts leaves the
//   token sources out (and out of the bundle).
// - Each replacement must find its text exactly, or the build fails: a Chakra upgrade that moves
//   it is noticed here. Tests and the dev server use Chakra unchanged and build the dictionary.
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildTimeModule } from './vite-build-time-module.ts';

const VIRTUAL_ID = 'virtual:chakra-tokens';

export function chakraTokens(): Plugin {
  return buildTimeModule<typeof import('./chakra-tokens.ts')>({
    name: 'spotter:chakra-tokens',
    pluginFile: 'scripts/vite-chakra-tokens.ts',
    virtualId: VIRTUAL_ID,
    script: 'scripts/chakra-tokens.ts',
    make: (script) => {
      const prebuilt = script.chakraTokenData();
      script.verifyTokenData(prebuilt);
      // JSON.parse of a string is quicker for the browser than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(prebuilt))});`;
    },
    // The build's only system is the app's, made without token sources: anything else fails
    // loudly. Chakra's own builder is left unused, so it and its transforms leave the bundle.
    // (Import declarations may stand anywhere at a module's top level.)
    patches: (root) => [
      {
        file: '/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js',
        from: 'function createTokenDictionary(options) {\n',
        to:
          `import { hydrateTokenDictionary as spotterHydrate } from ${JSON.stringify(path.join(root, 'scripts/chakra-token-dictionary.ts'))};\n` +
          `import spotterTokens from '${VIRTUAL_ID}';\n` +
          'function createTokenDictionary(options) {\n' +
          '  if (options.tokens == null && options.semanticTokens == null && options.prefix === spotterTokens.prefix)\n' +
          '    return spotterHydrate(spotterTokens, { memo, expandTokenReferences, esc, TOKEN_PATH_REGEX, mapToJson });\n' +
          "  throw new Error('The build prebuilds the token dictionary of src/web/theme/system.ts only (scripts/vite-chakra-tokens.ts)');\n" +
          '}\n' +
          'function chakraCreateTokenDictionary(options) {\n',
      },
    ],
    buildConfig: { define: { 'import.meta.env.SPOTTER_CHAKRA_TOKENS_PREBUILT': 'true' } },
  });
}
