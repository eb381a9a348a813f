// A message as one line of plain text: the coach's notification of a client's messages and the
// inbox's conversation list show it (docs/messages.md).
export function messagePreview(html: string, max = 140): string {
  return plainPreview(
    html
      .replace(/<\/(p|div|li)>|<br\s*\/?>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
    max,
  );
}

/** Plain text (a client's workout feedback) on one line, cut at `max` characters. */
export function plainPreview(plain: string, max = 140): string {
  const text = plain.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
