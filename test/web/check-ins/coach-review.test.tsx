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
});
