// The coach's branding as the client app shows it (docs/product.md §3 Branding; docs/design.md §3 keeps it on the
// server and applies it to the coach's clients' app): business name and logo in the header, the
// primary colour as the accent. A coach looking at the client app (or a failed read) sees the
// product's defaults.
import { DEFAULT_BRAND_COLOR } from '#shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from './auth/auth-context.ts';
import { trpcKey, useTrpcClient } from './trpc-query.ts';
import { PRODUCT_NAME } from './use-page-title.ts';

export interface ClientBranding {
  /** Business name shown in the client header (default: the product name). */
  name: string;
  /** Accent colour, '#RRGGBB' (default #3B82F6). */
  primaryColor: string;
  logoUrl?: string | null;
  tagline?: string | null;
}

export const DEFAULT_CLIENT_BRANDING: ClientBranding = { name: PRODUCT_NAME, primaryColor: DEFAULT_BRAND_COLOR };

/** Branding changes rarely; a client's session reads it once. */
export const BRANDING_STALE_MS = 10 * 60_000;

export function useClientBranding(): ClientBranding {
  const { user } = useAuth();
  const isClient = user?.role === 'CLIENT';
  const client = useTrpcClient();
  const { data } = useQuery({ queryKey: trpcKey('clientApp.branding.get'), queryFn: () => client.clientApp.branding.get.query(), enabled: isClient, staleTime: BRANDING_STALE_MS });
  if (!isClient || !data) return DEFAULT_CLIENT_BRANDING;
  return { name: data.businessName, primaryColor: data.primaryColor, logoUrl: data.logoUrl, tagline: data.tagline };
}
