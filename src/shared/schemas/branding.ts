// Branding (docs/product.md §2, §5, §9; docs/design.md §3: kept on the server and applied to the coach's clients' app).
import { z } from 'zod';
import { DEFAULT_BRAND_COLOR } from '../limits.ts';
import { ZName, ZOptionalText } from './common.ts';

export const DEFAULT_BUSINESS_NAME = 'Spotter';
export { DEFAULT_BRAND_COLOR };

export const MSG_BAD_COLOR = 'Please enter a colour as #RRGGBB';
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const ZHexColor = z
  .string({ error: MSG_BAD_COLOR })
  .trim()
  .regex(HEX_COLOR, MSG_BAD_COLOR)
  .transform((c) => c.toUpperCase());

export const ZUpdateBrandingInput = z.strictObject({
  businessName: ZName('Business name'),
  tagline: ZOptionalText(200, 'Tagline'),
  about: ZOptionalText(2000, 'About'),
  primaryColor: ZHexColor,
});
export type UpdateBrandingInput = z.input<typeof ZUpdateBrandingInput>;

export const ZBranding = z
  .object({
    businessName: z.string(),
    tagline: z.string().nullable(),
    about: z.string().nullable(),
    primaryColor: z.string().describe('#RRGGBB'),
    /** Same-origin address of the rasterised PNG logo, or null. */
    logoUrl: z.string().nullable().describe('Same-origin address of the rasterised PNG logo, or null.'),
    /** False while the coach has never saved branding (defaults shown). */
    saved: z.boolean().describe('False while the coach has never saved branding (defaults shown).'),
  })
  .meta({ id: 'Branding' });
export type Branding = z.infer<typeof ZBranding>;

export const DEFAULT_BRANDING: Branding = {
  businessName: DEFAULT_BUSINESS_NAME,
  tagline: null,
  about: null,
  primaryColor: DEFAULT_BRAND_COLOR,
  logoUrl: null,
  saved: false,
};
