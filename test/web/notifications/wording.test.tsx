// A notification worded again by the screens (docs/translations.md): in English it is word for
// word what the server writes (the messages the server tests assert), and a notification without
// its values keeps what it stored.
import { describe, expect, it } from 'vitest';
import { EVENT_TEXTS, wordNotification, type Worded } from '#web/features/notifications/event-texts.ts';

const base = { clientName: 'Alex Rivera', title: 'stored title', message: 'stored message' } as const;
const word = (n: Partial<Worded> & Pick<Worded, 'type' | 'metadata'>) => wordNotification(EVENT_TEXTS, { ...base, ...n });

describe('a notification worded in English', () => {
  it('is what the server writes, for every type', () => {
    expect(word({ type: 'COMPLETED_WORKOUT', metadata: { workoutName: 'Legs', durationMinutes: 45 } })).toEqual({ title: 'Workout Completed', message: 'Alex Rivera completed Legs in 45 min' });
    expect(word({ type: 'COMPLETED_WORKOUT', metadata: { workoutName: 'Legs' } }).message).toBe('Alex Rivera completed Legs');
    expect(word({ type: 'CLIENT_FEEDBACK', message: 'Alex Rivera on Legs: "Felt "strong""', metadata: { workoutName: 'Legs' } })).toEqual({
      title: 'Client Feedback',
      message: 'Alex Rivera on Legs: "Felt "strong""',
    });
    expect(word({ type: 'CLIENT_FEEDBACK', metadata: { workoutName: 'Legs', skipped: true } })).toEqual({ title: 'Workout Skipped', message: 'Alex Rivera skipped Legs' });
    expect(word({ type: 'MISSED_WORKOUT', metadata: { planName: 'Old Legs', scheduledOn: '2026-03-07' } })).toEqual({
      title: 'Missed Workout',
      message: 'Alex Rivera missed Old Legs scheduled for Mar 7',
    });
    expect(word({ type: 'MISSED_WORKOUT', metadata: {}, group: { count: 3, ids: [], unreadIds: [], weekOf: '2026-03-09' } })).toEqual({
      title: 'Missed Workouts',
      message: 'Alex Rivera missed 3 workouts in the week of Mar 9',
    });
    expect(word({ type: 'ASSIGNMENT_DUE', metadata: { planName: 'Block A', endsOn: '2026-03-11', ended: false } })).toEqual({
      title: 'Assignment Due',
      message: "Alex Rivera's assignment Block A ends today",
    });
    expect(word({ type: 'ASSIGNMENT_DUE', metadata: { planName: 'Block A', endsOn: '2026-03-11', ended: true } }).message).toBe("Alex Rivera's assignment Block A ended on Mar 11");
    expect(word({ type: 'CLIENT_MESSAGE', message: 'Alex Rivera: "two"', metadata: { count: 2 } })).toEqual({ title: '2 new messages', message: 'Alex Rivera: "two"' });
    expect(word({ type: 'CLIENT_MESSAGE', metadata: { count: 1 } }).title).toBe('New message');
    expect(
      word({
        type: 'PERSONAL_RECORD',
        clientName: 'Alex Client',
        metadata: {
          exerciseName: 'Bench Press',
          records: [
            { kind: 'REPS', set: '102.5 kg × 5', previous: '100 kg' },
            { kind: 'E1RM', estimate: '119.6 kg', previous: '116.7 kg' },
          ],
        },
      }),
    ).toEqual({ title: 'New personal record', message: 'Alex Client: Bench Press 102.5 kg × 5 (previous best 100 kg), estimated 1RM 119.6 kg (previous 116.7 kg)' });
    expect(word({ type: 'CHECK_IN_SUBMITTED', metadata: { templateName: 'Weekly', dueDate: '2026-03-09' } })).toEqual({ title: 'Check-in submitted', message: 'Alex Rivera sent “Weekly” for Mar 9' });
    expect(word({ type: 'WEBHOOK_DISABLED', clientName: null, metadata: { host: 'hooks.example.com' } })).toEqual({
      title: 'Webhook turned off',
      message: 'Spotter could not deliver events to hooks.example.com for about a day and turned the endpoint off. Fix the receiver, then turn it back on in Settings → Integrations.',
    });
  });

  it('without its values (raised before they were kept), or without its client, is what it stored', () => {
    const stored = { title: 'stored title', message: 'stored message' };
    for (const type of ['COMPLETED_WORKOUT', 'CLIENT_FEEDBACK', 'MISSED_WORKOUT', 'ASSIGNMENT_DUE', 'CLIENT_MESSAGE', 'PERSONAL_RECORD', 'CHECK_IN_SUBMITTED', 'WEBHOOK_DISABLED'] as const) {
      expect(word({ type, metadata: { planName: 'Lower Body', sessionId: 's1' } }), type).toEqual(stored);
    }
    expect(word({ type: 'COMPLETED_WORKOUT', clientName: null, metadata: { workoutName: 'Legs' } })).toEqual(stored);
  });
});
