// Client notes in limited rich text (docs/product.md §5, docs/design.md §3): sanitised on the server when written,
// with the SPEC's allow-list and no attributes; the browser sanitises again when showing them.
import sanitizeHtml from 'sanitize-html';
import { NOTE_ALLOWED_TAGS } from '#shared/notes';
import type { ClientNote } from '#shared/schemas/clients';
import type { Db } from '#server/db/client';
import { invalid, notFound } from '#server/errors';
import { assertOwnClient } from './clients.ts';
import { assertBelowCap, type RowCaps } from '#server/lib/row-caps';

export const MSG_NOTE_REQUIRED = 'Note content is required';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text (no tags at all) becomes one paragraph per non-blank line, like a paste. */
export function sanitizeNote(content: string): string {
  const html = /<[a-z!/]/i.test(content)
    ? content
    : content
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');
  return sanitizeHtml(html, {
    allowedTags: [...NOTE_ALLOWED_TAGS],
    allowedAttributes: {},
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
    // Text of script/style/textarea/etc. is dropped with the tag, not kept as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template', 'iframe', 'object'],
  }).trim();
}

/** A note that is only empty tags and whitespace is blank. */
export function isBlankNote(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}

const noteSelect = { id: true, content: true, createdAt: true } as const;

export async function listNotes(db: Db, coachId: string, clientId: string): Promise<ClientNote[]> {
  await assertOwnClient(db, coachId, clientId);
  return db.clientNote.findMany({ where: { clientId, coachId }, orderBy: { createdAt: 'desc' }, select: noteSelect });
}

export async function createNote(db: Db, coachId: string, clientId: string, content: string, now: Date, caps: RowCaps): Promise<ClientNote> {
  const clean = sanitizeNote(content);
  if (isBlankNote(clean)) throw invalid(MSG_NOTE_REQUIRED);
  await assertOwnClient(db, coachId, clientId);
  await assertBelowCap(caps, 'notesPerClient', () => db.clientNote.count({ where: { clientId, coachId } }));
  return db.clientNote.create({ data: { clientId, coachId, content: clean, createdAt: now }, select: noteSelect });
}

export async function deleteNote(db: Db, coachId: string, noteId: string): Promise<{ ok: true }> {
  const deleted = await db.clientNote.deleteMany({ where: { id: noteId, coachId } });
  if (deleted.count !== 1) throw notFound('Note');
  return { ok: true };
}
