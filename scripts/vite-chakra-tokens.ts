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
import { runnerImport, type Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:chakra-tokens';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DICTIONARY_FILE = '/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js';

export function chakraTokens(): Plugin {
  let root = process.cwd();
  let building = false;
  let data: Promise<string> | undefined;
  return {
    name: 'spotter:chakra-tokens',
    config(_config, env) {
      if (env.command !== 'build') return undefined;
      return { define: { 'import.meta.env.SPOTTER_CHAKRA_TOKENS_PREBUILT': 'true' } };
    },
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      data ??= runnerImport<typeof import('./chakra-tokens.ts')>(path.join(root, 'scripts/chakra-tokens.ts'), { configFile: false, logLevel: 'error' }).then(async ({ module }) => {
        const prebuilt = module.chakraTokenData();
        module.verifyTokenData(prebuilt);
        return JSON.stringify(JSON.stringify(prebuilt));
      });
      // JSON.parse of a string is quicker for the browser than the same object as a literal.
      return `export default JSON.parse(${await data});`;
    },
    transform: {
      order: 'pre',
      handler(code, id) {
        if (!building || !id.replaceAll('\\', '/').endsWith(DICTIONARY_FILE)) return undefined;
        const from = 'function createTokenDictionary(options) {\n';
        if (!code.includes(from)) this.error(`spotter:chakra-tokens: ${DICTIONARY_FILE} no longer contains ${JSON.stringify(from)} (Chakra upgraded?); update scripts/vite-chakra-tokens.ts`);
        const hydrate = JSON.stringify(path.join(root, 'scripts/chakra-token-dictionary.ts'));
        const head = `import { hydrateTokenDictionary as spotterHydrate } from ${hydrate};\nimport spotterTokens from '${VIRTUAL_ID}';\n`;
        // The build's only system is the app's, made without token sources: anything else fails
        // loudly. Chakra's own builder is left unused, so it and its transforms leave the bundle.
        const replacement =
          'function createTokenDictionary(options) {\n' +
          '  if (options.tokens == null && options.semanticTokens == null && options.prefix === spotterTokens.prefix)\n' +
          '    return spotterHydrate(spotterTokens, { memo, expandTokenReferences, esc, TOKEN_PATH_REGEX, mapToJson });\n' +
          "  throw new Error('The build prebuilds the token dictionary of src/web/theme/system.ts only (scripts/vite-chakra-tokens.ts)');\n" +
          '}\n' +
          'function chakraCreateTokenDictionary(options) {\n';
        return { code: head + code.replace(from, replacement), map: null };
      },
    },
  };
}
