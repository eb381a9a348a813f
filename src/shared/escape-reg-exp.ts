/** `text` with every character a regular expression treats as special escaped, to match it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
