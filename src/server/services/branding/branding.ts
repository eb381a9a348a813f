// A coach's branding, kept on the server (docs/design.md §3) and shown in their clients' app.
import { DEFAULT_BRANDING, DEFAULT_BUSINESS_NAME, type Branding } from '#shared/schemas/branding';
import type { z } from 'zod';
import type { ZUpdateBrandingInput } from '#shared/schemas/branding';
import type { Db } from '#server/db/client';
import { storageOf, type StorageDeps } from '#server/lib/object-storage/index';
import { newToken } from '#server/lib/tokens';
import { rasteriseLogo } from './logo.ts';

export const LOGO_ROUTE = '/api/branding/logos';
const LOGO_FOLDER = 'branding';
/** Object keys of logos: `branding/<43 base64url chars>`. */
export const LOGO_KEY = /^[A-Za-z0-9_-]{32,64}$/;

const select = { businessName: true, tagline: true, about: true, primaryColor: true, logoPath: true } as const;

type Row = { businessName: string; tagline: string | null; about: string | null; primaryColor: string; logoPath: string | null };

function toBranding(row: Row | null): Branding {
  if (!row) return DEFAULT_BRANDING;
  const name = row.logoPath?.split('/').pop();
  return {
    businessName: row.businessName,
    tagline: row.tagline,
    about: row.about,
    primaryColor: row.primaryColor,
    logoUrl: name ? `${LOGO_ROUTE}/${name}` : null,
    saved: true,
  };
}

export async function getBranding(db: Db, coachId: string): Promise<Branding> {
  return toBranding(await db.branding.findUnique({ where: { coachId }, select }));
}

export async function updateBranding(db: Db, coachId: string, input: z.output<typeof ZUpdateBrandingInput>): Promise<Branding> {
  const data = { businessName: input.businessName, tagline: input.tagline ?? null, about: input.about ?? null, primaryColor: input.primaryColor };
  const row = await db.branding.upsert({ where: { coachId }, create: { coachId, ...data }, update: data, select });
  return toBranding(row);
}

/** Stores a new logo (rasterised PNG) and drops the old one. */
export async function setLogo(deps: StorageDeps, coachId: string, bytes: Buffer): Promise<Branding> {
  const png = await rasteriseLogo(bytes);
  const storage = storageOf(deps);
  const key = `${LOGO_FOLDER}/${newToken()}`;
  await storage.put(key, png, 'image/png');
  const before = await deps.db.branding.findUnique({ where: { coachId }, select: { logoPath: true } });
  const row = await deps.db.branding.upsert({
    where: { coachId },
    create: { coachId, businessName: DEFAULT_BUSINESS_NAME, logoPath: key },
    update: { logoPath: key },
    select,
  });
  if (before?.logoPath) await storage.delete(before.logoPath).catch(() => {});
  return toBranding(row);
}

export async function removeLogo(deps: StorageDeps, coachId: string): Promise<Branding> {
  const before = await deps.db.branding.findUnique({ where: { coachId }, select: { logoPath: true } });
  if (!before) return DEFAULT_BRANDING;
  const row = await deps.db.branding.update({ where: { coachId }, data: { logoPath: null }, select });
  if (before.logoPath)
    await storageOf(deps)
      .delete(before.logoPath)
      .catch(() => {});
  return toBranding(row);
}

/** The PNG of a logo by its public name, only while some coach's branding uses it. */
export async function readLogo(deps: StorageDeps, name: string): Promise<Buffer | null> {
  if (!LOGO_KEY.test(name)) return null;
  const key = `${LOGO_FOLDER}/${name}`;
  const used = await deps.db.branding.findFirst({ where: { logoPath: key }, select: { id: true } });
  if (!used) return null;
  return storageOf(deps).get(key);
}
