// Chakra's token dictionary from data computed at build time (docs/performance.md, "Web delivery").
//
// createSystem builds a dictionary of the theme's ~670 tokens on every page load: it walks the
// token sources, runs Chakra's transforms and middlewares over each token, expands references
// and derives five lookup maps. Under Lighthouse's 4× CPU slowdown that was about 200 ms of the
// first long task on every screen. What the app reads of the dictionary afterwards is a handful of
// lookups (a token's value and CSS variable by name, the values of a category, the colour
// palettes), so the build computes them once, in Node, from the same theme
// (scripts/chakra-tokens.ts), and the browser rebuilds the lookups from that data here.
//
// This module runs in the browser bundle, called from Chakra's own token-dictionary.js (patched
// in the build by scripts/vite-chakra-tokens.ts), which passes the helpers below so the lookups
// behave exactly as Chakra's. The build compares every lookup with Chakra's own dictionary and
// fails on any difference (scripts/chakra-tokens.ts).

/**
 * One token: name, base value, CSS variable (null or left out: the one its name gives, see
 * `variableOf`), the lookup value (null or left out: `var(<variable>)`), 1 when semantic.
 */
export type PrebuiltToken = [name: string, value: unknown, cssVar?: string | null, flat?: unknown, semantic?: 1];

export interface PrebuiltTokens {
  /** The CSS variables' prefix the data was made with (`chakra`). */
  prefix: string;
  tokens: PrebuiltToken[];
  /**
   * Each colour palette (`blue`, `brand`, …) and its keys (`50`, `solid`; '' for the palette's own
   * colour): `colors.colorPalette.<key>`'s variable points to `colors.<palette>.<key>`.
   */
  colorPalettes: [name: string, keys: string[]][];
}

/** The variable Chakra names a token's after its path (`colors.whiteAlpha.50` → `--chakra-colors-white-alpha-50`). */
export const variableOf = (prefix: string, name: string) => `--${prefix}-${name.replaceAll('.', '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Chakra's own helpers, passed in by its patched token-dictionary.js. */
export interface DictionaryHelpers {
  memo: <F extends (...args: never[]) => unknown>(fn: F) => F;
  expandTokenReferences: (value: string, fn: (path: string) => string | undefined) => string;
  esc: (value: string) => string;
  TOKEN_PATH_REGEX: RegExp;
  mapToJson: (map: Map<string, unknown>) => Record<string, unknown>;
}

interface Token {
  name: string;
  value: unknown;
  originalValue: unknown;
  extensions: { condition: 'base'; category: string; prop: string; cssVar: { var: string; ref: string }; conditions?: Record<string, never> };
}

const NOT_PREBUILT = 'is not part of the prebuilt token dictionary: the token CSS is built into virtual:chakra-global.css (scripts/chakra-global-css.ts)';

/** The dictionary object createTokenDictionary returns, with the members the app's Chakra reads at run time. */
export function hydrateTokenDictionary(data: PrebuiltTokens, h: DictionaryHelpers) {
  const allTokens: Token[] = [];
  const tokenMap = new Map<string, Token>();
  const flatMap = new Map<string, unknown>();
  const byCategory = new Map<string, Map<string, unknown>>();
  for (const [name, value, variable, flat, semantic] of data.tokens) {
    const dot = name.indexOf('.');
    const category = name.slice(0, dot);
    const prop = name.slice(dot + 1);
    const cssVar = variable ?? variableOf(data.prefix, name);
    const ref = `var(${cssVar})`;
    const token: Token = {
      name,
      value,
      originalValue: value,
      extensions: { condition: 'base', category, prop, cssVar: { var: cssVar, ref }, ...(semantic ? { conditions: {} } : {}) },
    };
    allTokens.push(token);
    tokenMap.set(name, token);
    const lookup = flat ?? ref;
    flatMap.set(name, lookup);
    let values = byCategory.get(category);
    if (!values) byCategory.set(category, (values = new Map()));
    values.set(prop, lookup);
  }
  const variable = (name: string) => tokenMap.get(name)?.extensions.cssVar;
  const colorPaletteMap = new Map(
    data.colorPalettes.map(([palette, keys]) => [
      palette,
      new Map(keys.map((key) => [variable(key ? `colors.colorPalette.${key}` : 'colors.colorPalette')?.var, variable(key ? `colors.${palette}.${key}` : `colors.${palette}`)?.ref])),
    ]),
  );
  const byCategoryJson = h.mapToJson(byCategory);
  let categoryMap: Map<string, Map<string, Token>> | undefined;

  const getByName = (name: string) => tokenMap.get(name);
  const getVar = h.memo((value: string, fallback?: unknown) => flatMap.get(value) ?? fallback);
  const getCategoryValues = h.memo((category: string) => byCategoryJson[category] || null);
  // As Chakra's: `{colors.red.500/50}` mixes the colour with transparency.
  const colorMix = (value: string) => {
    const [colorPath, rawOpacity] = value.split('/');
    if (!colorPath || !rawOpacity) return { invalid: true, value: colorPath };
    const opacityToken = getByName(`opacity.${rawOpacity}`)?.value;
    if (!opacityToken && Number.isNaN(Number(rawOpacity))) return { invalid: true, value: colorPath };
    const percent = opacityToken ? `${Number(opacityToken) * 100}%` : `${rawOpacity}%`;
    const color = getVar(colorPath) ?? colorPath;
    return { invalid: false, value: `color-mix(in srgb, ${String(color)} ${percent}, transparent)` };
  };
  const expandReferenceInValue = h.memo((value: string) =>
    h.expandTokenReferences(value, (path) => {
      if (!path) return undefined;
      if (path.includes('/')) {
        const mix = colorMix(path);
        if (mix.invalid) throw new Error(`Invalid color mix at ${path}: ${mix.value}`);
        return mix.value;
      }
      const resolved = getVar(path);
      if (resolved) return resolved as string;
      return h.TOKEN_PATH_REGEX.test(path) ? h.esc(path) : path;
    }),
  );

  return {
    prefix: data.prefix,
    allTokens,
    tokenMap,
    getByName,
    formatTokenName: (path: string[]) => path.join('.'),
    flatMap,
    colorPaletteMap,
    getVar,
    getCategoryValues,
    expandReferenceInValue,
    /** Only Chakra's token queries (developer tools) read it: built when first asked for. */
    get categoryMap() {
      if (!categoryMap) {
        categoryMap = new Map();
        for (const token of allTokens) {
          const { category, prop } = token.extensions;
          let tokens = categoryMap.get(category);
          if (!tokens) categoryMap.set(category, (tokens = new Map()));
          tokens.set(prop, token);
        }
      }
      return categoryMap;
    },
    get cssVarMap(): never {
      throw new Error(`cssVarMap ${NOT_PREBUILT}`);
    },
    registerToken(): never {
      throw new Error(`registerToken ${NOT_PREBUILT}`);
    },
  };
}
