// What the integrations area offers other screens (docs/calendar-and-csv.md): the calendar feed
// cards, the CSV download buttons, and the client app's feed dialog. Each is lazy, so that no
// first screen (the client's Today, the coach's dashboard) loads their code; the texts are small.
import { lazy } from 'react';

export { useFeedTexts } from './feeds-texts.ts';
export const CoachCalendarFeedCard = lazy(() => import('./components/calendar-feed-card.tsx').then((m) => ({ default: m.CoachCalendarFeedCard })));
export const ClientCalendarFeedCard = lazy(() => import('./components/calendar-feed-card.tsx').then((m) => ({ default: m.ClientCalendarFeedCard })));
export const ClientDownloadsCard = lazy(() => import('./components/csv-download-button.tsx').then((m) => ({ default: m.ClientDownloadsCard })));
export const CsvDownloadButton = lazy(() => import('./components/csv-download-button.tsx').then((m) => ({ default: m.CsvDownloadButton })));
export const LazyMyCalendarFeedDialog = lazy(() => import('./components/my-calendar-feed-dialog.tsx'));
