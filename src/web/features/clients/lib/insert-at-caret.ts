// Pasting into the notes editor (issue 17): the clean HTML goes in at the caret, not at the
// start of the note, and pasted paragraphs stay paragraphs. execCommand('insertHTML') merged the
// first pasted paragraph into the current line and let Chrome add styled spans, whose cleaning
// rewrote the editor and threw the caret back to the start.
const BLOCKS = new Set(['P', 'DIV', 'UL', 'OL']);
const isBlock = (n: Node) => n.nodeType === Node.ELEMENT_NODE && BLOCKS.has((n as Element).tagName);

/** Inserts `html` (already clean) at the caret in `editor`, or at its end when the caret is elsewhere; leaves the caret after it. */
export function insertHtmlAtCaret(editor: HTMLElement, html: string): void {
  const doc = editor.ownerDocument;
  const selection = doc.getSelection();
  let range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (!range || !editor.contains(range.commonAncestorContainer)) {
    range = doc.createRange();
    range.selectNodeContents(editor);
    range.collapse(false);
  }
  range.deleteContents();
  const template = doc.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  const last = fragment.lastChild;
  if (!last) return;

  // The editor's top-level block holding the caret, if any.
  let block: Node | null = range.startContainer;
  while (block && block.parentNode !== editor) block = block.parentNode;
  if (block && block !== editor && isBlock(block) && Array.from(fragment.childNodes).some(isBlock)) {
    // Paragraphs cannot go inside a paragraph: split the block at the caret and put them between.
    const tailRange = doc.createRange();
    tailRange.setStart(range.startContainer, range.startOffset);
    tailRange.setEnd(block, block.childNodes.length);
    const tail = block.cloneNode(false);
    tail.appendChild(tailRange.extractContents());
    const parts: Node[] = [fragment];
    if ((tail.textContent ?? '') !== '') parts.push(tail);
    (block as Element).after(...parts);
    if ((block.textContent ?? '') === '') (block as Element).remove();
  } else {
    range.insertNode(fragment);
  }

  const caret = doc.createRange();
  caret.selectNodeContents(last);
  caret.collapse(false);
  selection?.removeAllRanges();
  selection?.addRange(caret);
}
