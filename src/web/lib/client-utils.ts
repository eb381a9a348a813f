// Small pure helpers of the clients screens.
import { CLIENT_ORDER_FALLBACK } from '#shared/schemas/clients';

export function initials(firstName: string, lastName: string): string {
  const a = firstName.trim()[0] ?? '';
  const b = lastName.trim()[0] ?? '';
  return (a + b).toUpperCase() || '?';
}

export const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/** WhatsApp's click-to-chat link wants the number as digits only; null when there is none. */
export function whatsappUrl(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** docs/product.md §9: by displayOrder, clients without one last (fallback 999). */
export function sortClients<T extends { displayOrder: number | null }>(list: readonly T[]): T[] {
  return list.toSorted((a, b) => (a.displayOrder ?? CLIENT_ORDER_FALLBACK) - (b.displayOrder ?? CLIENT_ORDER_FALLBACK));
}

export function matchesSearch(c: { firstName: string; lastName: string; email: string | null }, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [fullName(c), c.email ?? ''].some((s) => s.toLowerCase().includes(needle));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Mar 14, 2026' of the UTC day (docs/product.md §9: days are UTC). */
export const formatDay = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
/** `YYYY-MM-DD` for date inputs. */
export const dateInputValue = (d: Date) => d.toISOString().slice(0, 10);
