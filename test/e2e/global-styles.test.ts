// Chakra's global styles and token variables come from a stylesheet made at build time, not from
// Emotion at page load (scripts/vite-chakra-global-css.ts, docs/performance.md "Web delivery"):
// the screens still look as the theme says in light and dark, and the page inserts no global
// styles of its own.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 120_000);

afterAll(async () => {
  await h?.stop();
});

interface Looks {
  bodyBackground: string;
  bodyColor: string;
  signInBackground: string;
  /** CSS rules inserted by script (Emotion) that define token variables or the reset. */
  globalRulesFromScript: number;
  /** Token variables defined by the linked stylesheet. */
  linkedTokenVariables: number;
}

async function looksOf(page: Page): Promise<Looks> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  return page.evaluate(() => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, where nothing outside exists
    const rulesText = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
    const sheets = [...document.styleSheets];
    const fromScript = sheets.filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement);
    const linked = sheets.filter((sheet) => sheet.ownerNode instanceof HTMLLinkElement);
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign In')!;
    return {
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      bodyColor: getComputedStyle(document.body).color,
      signInBackground: getComputedStyle(button).backgroundColor,
      globalRulesFromScript: fromScript.reduce((n, sheet) => n + (rulesText(sheet).match(/--chakra-colors-gray-500:|@layer reset/g)?.length ?? 0), 0),
      linkedTokenVariables: linked.reduce((n, sheet) => n + (rulesText(sheet).match(/--chakra-colors-[a-z0-9-]+:/g)?.length ?? 0), 0),
    };
  });
}

describe('global styles', () => {
  it('come from the linked stylesheet, and the page draws the theme in light and dark', async () => {
    const light = await looksOf(await h.newPage({ colorScheme: 'light' }));
    const dark = await looksOf(await h.newPage({ colorScheme: 'dark' }));

    for (const looks of [light, dark]) {
      expect(looks.linkedTokenVariables).toBeGreaterThan(200);
      expect(looks.globalRulesFromScript).toBe(0);
    }
    // Chakra's bg and fg tokens: white under gray.950 text in light, the reverse (gray.950 under
    // gray.50) in dark.
    expect(light.bodyBackground).toBe('rgb(255, 255, 255)');
    expect(dark.bodyBackground).toBe('rgb(9, 9, 11)');
    expect(light.bodyColor).toBe('rgb(9, 9, 11)');
    expect(dark.bodyColor).toBe('rgb(250, 250, 250)');
    // The sign-in button's brand colour (blue.600, docs/design.md) reaches the recipe through the variables.
    expect(light.signInBackground).toBe('rgb(37, 99, 235)');
    expect(dark.signInBackground).toBe('rgb(37, 99, 235)');
  });
});
