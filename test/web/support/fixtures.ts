import type { User } from '#web/lib/auth/auth-context.ts';
import { DEFAULT_BRAND_COLOR } from '#shared/limits';
import type { TrpcOutput } from './trpc-msw.ts';

export const coachUser: User = {
  id: 'coach-1',
  email: 'coach@example.com',
  role: 'COACH',
  firstName: 'Casey',
  lastName: 'Coach',
  phoneNumber: null,
  bio: null,
  qualifications: null,
  timeZone: null,
  loadUnit: 'KG',
  locale: 'en',
};

export const clientUser: User = {
  id: 'client-1',
  email: null,
  role: 'CLIENT',
  firstName: 'Alex',
  lastName: 'Client',
  phoneNumber: null,
  bio: null,
  qualifications: null,
  timeZone: null,
  loadUnit: 'KG',
  locale: 'en',
};

/** `clientApp.branding.get` for a coach who never saved branding: the product's defaults. */
export const unsavedBranding: TrpcOutput<'clientApp.branding.get'> = {
  businessName: 'Spotter',
  tagline: null,
  about: null,
  primaryColor: DEFAULT_BRAND_COLOR,
  logoUrl: null,
  saved: false,
};
