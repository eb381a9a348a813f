// The data of the app's Chakra token dictionary, made at build time in Node from the same theme
// (src/web/theme/system.ts) by scripts/vite-chakra-tokens.ts; the browser rebuilds the
// dictionary's lookups from it (scripts/chakra-token-dictionary.ts) instead of building the
// dictionary on every page load (docs/performance.md, "Web delivery").
//
// Before the data is used, the lookups rebuilt from it are compared with Chakra's own dictionary:
// every token's value and variable, every lookup value, every category and colour palette, and
// references expanded in sample values. Any difference fails the build.
import { isDeepStrictEqual } from 'node:util';
import { system } from '../src/web/theme/system.ts';
import { hydrateTokenDictionary, variableOf, type DictionaryHelpers, type PrebuiltToken, type PrebuiltTokens } from './chakra-token-dictionary.ts';

interface ChakraToken {
  name: string;
  value: unknown;
  extensions: { cssVar?: { var: string; ref: string }; conditions?: unknown; virtual?: boolean };
}
interface ChakraDictionary {
  prefix: string;
  tokenMap: Map<string, ChakraToken>;
  flatMap: Map<string, unknown>;
  colorPaletteMap: Map<string, Map<string, string>>;
  categoryMap: Map<string, Map<string, ChakraToken>>;
  getByName: (name: string) => ChakraToken | undefined;
  getVar: (name: string, fallback?: unknown) => unknown;
  getCategoryValues: (category: string) => unknown;
  expandReferenceInValue: (value: string) => string;
}

export function chakraTokenData(): PrebuiltTokens {
  const dictionary = system.tokens as unknown as ChakraDictionary;
  const tokens: PrebuiltToken[] = [];
  // In the order of the lookups (getVar, the categories' values), which differs from the names'.
  for (const name of dictionary.flatMap.keys()) {
    const token = dictionary.tokenMap.get(name);
    if (!token) throw new Error(`Chakra's lookup ${name} has no token: scripts/chakra-tokens.ts cannot prebuild it`);
    const { cssVar, conditions, virtual } = token.extensions;
    if (!cssVar || cssVar.ref !== `var(${cssVar.var})`) throw new Error(`Chakra token ${name} has no plain CSS variable (${JSON.stringify(cssVar)}): scripts/chakra-tokens.ts cannot prebuild it`);
    const flat = dictionary.flatMap.get(name);
    if (flat === null || flat === undefined) throw new Error(`Chakra token ${name} has no lookup value`);
    const semantic = Boolean(conditions || virtual);
    // Trailing defaults are left out; the ones before a value that follows are null.
    const entry: PrebuiltToken = [name, token.value, cssVar.var === variableOf(dictionary.prefix, name) ? null : cssVar.var, flat === cssVar.ref ? null : flat];
    if (semantic) entry.push(1);
    while (entry.length > 2 && entry.at(-1) === null) entry.pop();
    tokens.push(entry);
  }
  const variable = (name: string) => dictionary.tokenMap.get(name)?.extensions.cssVar;
  // `--chakra-colors-color-palette-50` → `50` ('' for `colors.colorPalette` itself).
  const paletteKeyOf = new Map<string, string>();
  for (const [name, token] of dictionary.tokenMap) {
    if (name.startsWith('colors.colorPalette') && token.extensions.cssVar) paletteKeyOf.set(token.extensions.cssVar.var, name.slice('colors.colorPalette.'.length));
  }
  const colorPalettes = [...dictionary.colorPaletteMap].map(([palette, vars]): [string, string[]] => {
    const keys = [...vars].map(([virtualVar, ref]) => {
      const key = paletteKeyOf.get(virtualVar);
      const target = key ? `colors.${palette}.${key}` : `colors.${palette}`;
      if (key === undefined || variable(target)?.ref !== ref)
        throw new Error(`Chakra colour palette ${palette}: ${virtualVar} → ${ref} is not a key of the palette; scripts/chakra-tokens.ts cannot prebuild it`);
      return key;
    });
    return [palette, keys];
  });
  return { prefix: dictionary.prefix, tokens, colorPalettes };
}

/** Chakra's internal helpers, as its patched token-dictionary.js passes them in the browser. */
async function chakraHelpers(): Promise<DictionaryHelpers> {
  const dir = new URL('../node_modules/@chakra-ui/react/dist/esm/', import.meta.url).href;
  const load = async (file: string) => (await import(/* @vite-ignore */ dir + file)) as Record<string, unknown>;
  const [memo, expand, esc, references, mapToJson] = await Promise.all(
    ['utils/memo.js', 'styled-system/expand-reference.js', 'styled-system/esc.js', 'styled-system/references.js', 'styled-system/map-to-json.js'].map(load),
  );
  return {
    memo: memo!.memo,
    expandTokenReferences: expand!.expandTokenReferences,
    esc: esc!.esc,
    TOKEN_PATH_REGEX: references!.TOKEN_PATH_REGEX,
    mapToJson: mapToJson!.mapToJson,
  } as DictionaryHelpers;
}

// Loaded with this module: the module runner that imports it is closed once the import is done.
const helpers = await chakraHelpers();

const shown = (value: unknown) => (JSON.stringify(value) ?? 'undefined').slice(0, 200);

/** Throws unless the dictionary rebuilt from `data` answers every lookup as Chakra's own does. */
export function verifyTokenData(data: PrebuiltTokens): void {
  const real = system.tokens as unknown as ChakraDictionary;
  const built = hydrateTokenDictionary(JSON.parse(JSON.stringify(data)) as PrebuiltTokens, helpers);
  const differences: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown) => {
    if (!isDeepStrictEqual(actual, expected)) differences.push(`${what}: ${shown(actual)} instead of ${shown(expected)}`);
  };
  expect('prefix', built.prefix, real.prefix);
  expect('token names', [...built.tokenMap.keys()].toSorted(), [...real.tokenMap.keys()].toSorted());
  expect('lookups', [...built.flatMap], [...real.flatMap]);
  for (const [name, token] of real.tokenMap) {
    const mine = built.getByName(name);
    expect(`${name} value`, mine?.value, token.value);
    expect(`${name} variable`, mine?.extensions.cssVar, token.extensions.cssVar);
    expect(`${name} semantic`, Boolean(mine?.extensions.conditions), Boolean(token.extensions.conditions || token.extensions.virtual));
  }
  expect(
    'colour palettes',
    [...built.colorPaletteMap].map(([k, v]) => [k, [...v]]),
    [...real.colorPaletteMap].map(([k, v]) => [k, [...v]]),
  );
  for (const category of real.categoryMap.keys()) expect(`category ${category}`, built.getCategoryValues(category), real.getCategoryValues(category));
  for (const sample of ['{colors.red.500}', '{spacing.4} {spacing.-2}', '{colors.brand.solid/50}', '1px solid {colors.border}', 'colors.gray.200', '{sizes.breakpoint-md}']) {
    expect(`expanding ${sample}`, built.expandReferenceInValue(sample), real.expandReferenceInValue(sample));
  }
  expect('system.token', built.getVar('colors.bg'), real.getVar('colors.bg'));
  if (differences.length > 0) throw new Error(`The prebuilt Chakra tokens differ from Chakra's dictionary:\n${differences.slice(0, 20).join('\n')}`);
}
