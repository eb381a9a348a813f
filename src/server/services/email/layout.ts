// Every e-mail as branded HTML plus a plain-text part (docs/jobs.md "E-mails"). The brand is the
// coach's (business name, colour, logo from Branding) or the product's own. Every piece of text
// is escaped here, so user-provided names, workout names and feedback can never add markup.
import type { Locale } from '#shared/locale';
import { emailTexts } from './texts.ts';
import { LOGO_ROUTE } from '../branding/branding.ts';

export interface Brand {
  name: string;
  /** #rrggbb */
  color: string;
  /** Absolute URL of a PNG logo, or null. */
  logoUrl: string | null;
}

const DEFAULT_COLOR = '#3B82F6';

/** The product's own brand (password reset): its name and colour; no image, so nothing to load. */
export const productBrand = (_appUrl: string): Brand => ({ name: 'Spotter', color: DEFAULT_COLOR, logoUrl: null });

export function brandOf(appUrl: string, row: { businessName: string; primaryColor: string; logoPath: string | null } | null): Brand {
  if (!row) return productBrand(appUrl);
  const name = row.logoPath?.split('/').pop();
  return {
    name: row.businessName.trim() || 'Spotter',
    color: /^#[0-9a-f]{6}$/i.test(row.primaryColor) ? row.primaryColor : DEFAULT_COLOR,
    logoUrl: name ? `${appUrl}${LOGO_ROUTE}/${name}` : null,
  };
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A block of the body: a paragraph, a button, or a list of lines each optionally linked. */
export type Block = { p: string } | { button: { label: string; url: string } } | { heading: string } | { list: { text: string; url?: string }[] };

export interface EmailContent {
  subject: string;
  /** Hidden preview line shown by mail apps. */
  preheader?: string;
  blocks: Block[];
  /** One-click unsubscribe URL (non-essential e-mails). */
  unsubscribeUrl?: string;
  /** Why the person gets this e-mail, in the footer. */
  footer?: string;
  /** The recipient's language (docs/translations.md): the page's lang and the unsubscribe label. English when absent. */
  locale?: Locale | null;
}

export function render(brand: Brand, c: EmailContent): { subject: string; text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const b of c.blocks) {
    if ('p' in b) {
      text.push(b.p);
      html.push(`<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.p)}</p>`);
    } else if ('heading' in b) {
      text.push(b.heading.toUpperCase());
      html.push(`<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(b.heading)}</h2>`);
    } else if ('button' in b) {
      text.push(`${b.button.label}: ${b.button.url}`);
      html.push(
        `<p style="margin:24px 0"><a href="${escapeHtml(b.button.url)}" style="background:${brand.color};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(b.button.label)}</a></p>`,
      );
    } else {
      text.push(b.list.map((i) => `- ${i.text}${i.url ? ` (${i.url})` : ''}`).join('\n'));
      html.push(
        `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${b.list
          .map((i) => `<li>${i.url ? `<a href="${escapeHtml(i.url)}" style="color:${brand.color}">${escapeHtml(i.text)}</a>` : escapeHtml(i.text)}</li>`)
          .join('')}</ul>`,
      );
    }
  }
  const footer = [c.footer, c.unsubscribeUrl ? `${emailTexts(c.locale).layout.unsubscribe}: ${c.unsubscribeUrl}` : undefined].filter(Boolean) as string[];
  const logo = brand.logoUrl ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="height:40px;vertical-align:middle;margin-right:12px;border:0">` : '';
  const page = `<!doctype html>
<html lang="${c.locale ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
${c.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(c.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.color};height:6px;font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td style="padding:20px 24px 0">${logo}<strong style="font-size:18px;vertical-align:middle">${escapeHtml(brand.name)}</strong></td></tr>
<tr><td style="padding:20px 24px 8px;font-size:15px">${html.join('\n')}</td></tr>
${
  footer.length
    ? `<tr><td style="padding:16px 24px 24px;font-size:12px;color:#71717a;border-top:1px solid #e4e4e7">${c.footer ? `<p style="margin:0 0 8px">${escapeHtml(c.footer)}</p>` : ''}${
        c.unsubscribeUrl ? `<p style="margin:0"><a href="${escapeHtml(c.unsubscribeUrl)}" style="color:#71717a">${escapeHtml(emailTexts(c.locale).layout.unsubscribe)}</a></p>` : ''
      }</td></tr>`
    : ''
}
</table></td></tr></table></body></html>`;
  return { subject: c.subject, text: `${text.join('\n\n')}\n${footer.length ? `\n--\n${footer.join('\n')}\n` : ''}`, html: page };
}
