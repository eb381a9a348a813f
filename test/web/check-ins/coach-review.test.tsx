/// <reference types="@testing-library/jest-dom/vitest" />
// The coach's check-ins (docs/check-ins.md): the queue's sections, a check-in beside the previous
// one with its deltas and the week's workouts, and a reply that marks it reviewed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountCoach } from '../clients/support.ts';
import type { TrpcCall, TrpcOutput } from '../support/trpc-msw.ts';

type Review = TrpcOutput<'coach.checkIns.review'>;

const review: Review = {
  id: 'sub2',
  clientId: 'c1',
  clientName: 'Alex Doe',
  templateName: 'Weekly check-in',
  dueDate: '2026-03-09',
  submittedAt: new Date('2026-03-09T18:00:00Z'),
  reviewedAt: null,
  coachReply: null,
  coachRepliedAt: null,
  askPhotos: false,
  previous: { id: 'sub1', dueDate: '2026-03-02', submittedAt: new Date('2026-03-02T18:00:00Z') },
  questions: [{ id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true, answer: 8, previousAnswer: 6, delta: { value: 2, label: '+2 since last week' } }],
  metrics: [
    {
      metric: 'weight',
      name: 'Weight',
      kind: 'mass',
      unit: 'kg',
      value: 81.2,
      previousValue: 82,
      display: '81.2 kg',
      previousDisplay: '82 kg',
      delta: { value: -0.8, label: '−0.8 kg since last week' },
    },
  ],
  workouts: { completed: 3, scheduled: 4, from: '2026-03-03', to: '2026-03-09' },
  habits: null,
  units: { loadUnit: 'KG', lengthUnit: 'CM' },
};

const item = (kind: 'SUBMITTED' | 'OVERDUE', submissionId: string | null, clientName: string) => ({
  kind,
  submissionId,
  scheduleId: 's1',
  clientId: 'c1',
  clientName,
  templateName: 'Weekly check-in',
  dueDate: '2026-03-09',
  submittedAt: submissionId ? new Date('2026-03-09T18:00:00Z') : null,
});

beforeEach(() => window.localStorage.clear());

describe('the coach’s check-ins', () => {
  it('lists what to review, opens one with its deltas and workouts, and replies', async () => {
    const calls: TrpcCall[] = [];
    mountCoach(
      '/coach/check-ins',
      {
        'coach.checkIns.queue': (input) => ({ items: input.section === 'overdue' ? [item('OVERDUE', null, 'Blair Roe')] : [item('SUBMITTED', 'sub2', 'Alex Doe')], nextCursor: null }),
        'coach.checkIns.review': () => review,
        'coach.checkIns.templates': () => [],
        'coach.checkIns.schedules': () => [],
        'coach.checkIns.reply': (input) => ({ id: input.id, coachReply: '<p>Great</p>', coachRepliedAt: new Date(), reviewedAt: new Date(), messageId: 'm1' }),
      },
      calls,
    );
    const user = userEvent.setup();
    const queue = await screen.findByTestId('check-in-queue', {}, { timeout: 8000 });
    await user.click(await within(queue).findByRole('button', { name: /Open Alex Doe/ }));
    const panel = await screen.findByTestId('check-in-review');
    expect(within(within(panel).getByTestId('review-metric-weight')).getByTestId('delta')).toHaveTextContent('−0.8 kg since last week');
    expect(within(within(panel).getByTestId('review-question-energy')).getByTestId('delta')).toHaveTextContent('+2 since last week');
    expect(within(panel).getByTestId('workout-adherence')).toHaveTextContent('Workouts that week: 3 of 4 completed');
    await user.type(within(panel).getByRole('textbox', { name: 'Reply' }), 'Great <b>week</b>');
    await user.click(within(panel).getByRole('button', { name: 'Send reply and mark reviewed' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'coach.checkIns.reply')?.input).toEqual({ id: 'sub2', content: '<p>Great &lt;b&gt;week&lt;/b&gt;</p>', markReviewed: true }));
    await user.click(screen.getByRole('tab', { name: 'Overdue' }));
    expect(await screen.findByText('Blair Roe')).toBeInTheDocument();
  });

  it('shows the check-in’s photos beside the previous check-in’s, pose by pose', async () => {
    const photo = (takenOn: string, pose: 'FRONT' | 'SIDE') => ({ id: `${takenOn}-${pose}`, takenOn, pose, imageUrl: `/api/objects/read/pp_${takenOn}${pose}`, createdAt: new Date() });
    const calls: TrpcCall[] = [];
    mountCoach(
      '/coach/check-ins',
      {
        'coach.checkIns.queue': () => ({ items: [item('SUBMITTED', 'sub2', 'Alex Doe')], nextCursor: null }),
        'coach.checkIns.review': () => ({ ...review, askPhotos: true }),
        'coach.checkIns.templates': () => [],
        'coach.checkIns.schedules': () => [],
        'coach.progressPhotos.list': (input) => ({ items: input.on === '2026-03-09' ? [photo('2026-03-09', 'FRONT'), photo('2026-03-09', 'SIDE')] : [photo('2026-03-02', 'FRONT')], nextCursor: null }),
      },
      calls,
    );
    const user = userEvent.setup();
    await user.click(await within(await screen.findByTestId('check-in-queue', {}, { timeout: 8000 })).findByRole('button', { name: /Open Alex Doe/ }));
    const photos = await screen.findByTestId('check-in-photos-review', {}, { timeout: 8000 });
    const pairs = within(photos).getAllByTestId('progress-photo-pair');
    expect(pairs).toHaveLength(2);
    const shown = (pair: HTMLElement) =>
      within(pair)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('src'));
    // Before (the previous check-in's day), then after.
    expect(shown(pairs[0]!)).toEqual(['/api/objects/read/pp_2026-03-02FRONT', '/api/objects/read/pp_2026-03-09FRONT']);
    expect(shown(pairs[1]!)).toEqual(['/api/objects/read/pp_2026-03-09SIDE']);
    expect(within(pairs[1]!).getByText('No photo of this pose on that day')).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === 'coach.progressPhotos.list')
        .map((c) => (c.input as { on: string }).on)
        .toSorted(),
    ).toEqual(['2026-03-02', '2026-03-09']);
  });
});
