// The language a user's screens and e-mails are in (docs/translations.md), as the API checks it.
import { z } from 'zod';
import { LOCALES } from '../locale.ts';

export const ZLocale = z.enum(LOCALES).describe('A language Spotter speaks: en (English), es (Spanish) or de (German).');
