// What other areas may use of messages (docs/architecture.md, "Feature boundaries"): the coach's
// conversation card (loaded lazily), feedback reply and unread count on the client detail screen.
import { lazy } from 'react';

export const LazyCoachMessagesCard = lazy(() => import('./components/coach-messages-card.tsx'));
export { CoachFeedbackReply } from './components/feedback-reply.tsx';
export { useCoachUnreadMessages } from './hooks/use-unread-messages.ts';
export { useMessageTexts } from './texts.ts';
