// docs/product.md §2, §5, §8 texts of the Branding screen.
import { i18n, useStore } from '#web/i18n/i18n.ts';

export const brandingMessages = i18n('branding/branding', {
  title: 'Branding',
  description: 'How your business appears in your clients’ app',
  businessName: 'Business name',
  businessNamePlaceholder: 'e.g., Iron Peak Coaching',
  tagline: 'Tagline',
  taglinePlaceholder: 'e.g., Stronger every week',
  about: 'About',
  aboutPlaceholder: 'A few words about your coaching',
  logo: 'Logo',
  logoHint: 'PNG, JPEG or SVG, up to 2MB. A square PNG or SVG works best.',
  chooseLogo: 'Upload Logo',
  replaceLogo: 'Replace Logo',
  removeLogo: 'Remove',
  primaryColor: 'Primary colour',
  hexLabel: 'Hex code',
  preview: 'Live preview',
  previewHint: 'What your clients see in their app header',
  previewButton: 'Start Workout',
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Branding saved',
  saveFailed: 'Failed to save',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'Logo must be less than 2MB',
  badTypeTitle: 'Unsupported file',
  badType: 'Please choose a PNG, JPEG or SVG logo',
  loading: 'Loading branding...',
  loadFailed: 'Failed to load branding',
});

export const useBrandingTexts = () => useStore(brandingMessages);

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ brandingMessages.get();
