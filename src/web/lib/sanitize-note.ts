// Browser side of the notes allow-list (docs/product.md §5, docs/design.md §3): only p, br, strong, em, b, i, u,
// ul, ol, li, div, with no attributes, on input, paste and display. Disallowed elements are
// unwrapped (their text kept) except those whose content is never text (script, style…).
import { NOTE_ALLOWED_TAGS } from '#shared/notes';

const ALLOWED = new Set<string>(NOTE_ALLOWED_TAGS.map((t) => t.toUpperCase()));
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'OPTION', 'NOSCRIPT', 'TITLE', 'HEAD', 'TEMPLATE', 'IFRAME', 'OBJECT', 'SVG', 'MATH']);

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROP_WITH_CONTENT.has(tag)) return [];
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(tag)) return children;
  const out = doc.createElement(tag.toLowerCase());
  for (const c of children) out.appendChild(c);
  return [out];
}

export function sanitizeNoteHtml(html: string): string {
  // A document that is never attached: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const wrapper = target.createElement('div');
  for (const n of Array.from(doc.body.childNodes).flatMap((c) => clean(c, target))) wrapper.appendChild(n);
  return wrapper.innerHTML;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** docs/product.md §5: pasted plain text becomes paragraphs. */
export function plainTextToParagraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
}

export function isBlankNoteHtml(html: string): boolean {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (doc.body.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}
