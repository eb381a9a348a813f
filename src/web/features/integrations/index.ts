// What the integrations area offers other screens (docs/calendar-and-csv.md): the calendar feed
// cards, the CSV download buttons, and the client app's feed dialog (lazy).
import { lazy } from 'react';

export { CoachCalendarFeedCard, ClientCalendarFeedCard } from './components/calendar-feed-card.tsx';
export { CsvDownloadButton, ClientDownloadsCard } from './components/csv-download-button.tsx';
export { T as INTEGRATION_TEXTS } from './feeds-texts.ts';
export const LazyMyCalendarFeedDialog = lazy(() => import('./components/my-calendar-feed-dialog.tsx'));
