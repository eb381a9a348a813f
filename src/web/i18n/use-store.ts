// A store's value in a component (useStore, defined in i18n.ts), as the features' texts.ts import
// it. It lives in i18n.ts so the two are one module: as two, the bundler split them into two
// chunks on every first screen (docs/decisions/0037-translations.md).
export { useStore } from './i18n.ts';
