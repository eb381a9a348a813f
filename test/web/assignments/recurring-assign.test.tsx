/// <reference types="@testing-library/jest-dom/vitest" />
// The assign wizard's schedule extras (docs/recurring.md): repeating a plan on weekdays with a
// preview of what will be created, its limits, and the question a past start date asks, in the
// one-client and the bulk wizard; what is sent to the server.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPEAT_TEXTS } from '#shared/schemas/assignments';
import { DEFAULT_COLUMN_CONFIG } from '#shared/schemas/workouts';
import { T } from '#web/features/assignments/texts.ts';
import { localTodayKey } from '#web/features/assignments/lib/wizard.ts';
import type { TrpcOutput, TrpcResolvers } from '../support/trpc-msw.ts';
import { assignment, callsTo, client, mountCoach } from '../clients/support.ts';

const plan: TrpcOutput<'coach.plans.summaries'>['items'][number] = {
  id: 'plan-1',
  name: 'Upper Body',
  description: null,
  category: 'Strength Training',
  difficulty: 'INTERMEDIATE',
  estimatedDuration: 60,
  exerciseCount: 2,
  groupCount: 0,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-01T10:00:00Z'),
};
const { exerciseCount: _c, groupCount: _g, ...planFields } = plan;
const clients = [client('c-alex', 'Alex', 'Rivera', { displayOrder: 0 }), client('c-sam', 'Sam', 'Lee', { displayOrder: 1 })];

function mount(path: string, o: TrpcResolvers = {}) {
  return mountCoach(path, {
    'coach.plans.summaries': () => ({ items: [plan], nextCursor: null }),
    'coach.plans.get': () => ({ ...planFields, notes: null, instructions: null, columnConfig: DEFAULT_COLUMN_CONFIG, exercises: [] }),
    'coach.programs.list': () => [],
    'coach.clients.list': () => clients,
    'coach.assignments.create': (input) => assignment('a-1', { clientId: input.clientId, contentType: input.contentType, contentId: input.contentId }),
    'coach.assignments.createMany': (input) => ({ assignments: input.clients.map((c, i) => assignment(`a-${i}`, { clientId: c.clientId })) }),
    ...o,
  });
}
const next = () => screen.getByRole('button', { name: T.next });
const startInput = () => screen.getByLabelText(new RegExp(T.startDate)) as HTMLInputElement;
const setDate = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const preview = () => screen.getByTestId('schedule-preview');
const daysBefore = (n: number) => {
  const d = new Date(`${localTodayKey()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

describe('repeating a plan', () => {
  it('Monday and Thursday for 8 weeks: the preview says 16 sessions with the first and last day, and the repeat is sent', async () => {
    const { user, calls } = mount('/coach/assign?type=plan&id=plan-1&clientId=c-alex');
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(next());
    setDate(startInput(), '2031-12-01');
    expect(preview()).toHaveTextContent('1 session, Mon 1 Dec');
    await user.click(screen.getByRole('checkbox', { name: T.repeat }));
    // No weekday yet: said, and Next waits.
    expect(screen.getByText(REPEAT_TEXTS.weekdays)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    const days = screen.getByRole('group', { name: T.repeatDays });
    await user.click(within(days).getByRole('button', { name: 'Monday' }));
    await user.click(within(days).getByRole('button', { name: 'Thursday' }));
    expect(within(days).getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
    const weeks = screen.getByRole('spinbutton', { name: T.repeatWeeks });
    await user.clear(weeks);
    await user.type(weeks, '8');
    expect(preview()).toHaveTextContent('16 sessions, Mon 1 Dec – Thu 22 Jan');
    // No past: no question.
    expect(screen.queryByText(T.pastTitle)).not.toBeInTheDocument();
    await user.click(next());
    const summary = screen.getByTestId('assign-summary');
    expect(summary).toHaveTextContent('Repeats every Monday and Thursday for 8 weeks');
    expect(summary).toHaveTextContent('16 sessions, Mon 1 Dec – Thu 22 Jan');
    await user.click(screen.getByRole('button', { name: T.assign }));
    expect(await screen.findByText(T.created)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.assignments.create').map((c) => c.input)).toEqual([
      { clientId: 'c-alex', contentType: 'PLAN', contentId: 'plan-1', startDate: '2031-12-01', endDate: null, repeat: { weekdays: ['MON', 'THU'], weeks: 8 } },
    ]);
  });

  it('more than 104 sessions or 52 weeks is refused before sending', async () => {
    const { user } = mount('/coach/assign?type=plan&id=plan-1&clientId=c-alex');
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(next());
    setDate(startInput(), '2031-12-01');
    await user.click(screen.getByRole('checkbox', { name: T.repeat }));
    const days = screen.getByRole('group', { name: T.repeatDays });
    for (const d of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await user.click(within(days).getByRole('button', { name: d }));
    const weeks = screen.getByRole('spinbutton', { name: T.repeatWeeks });
    await user.clear(weeks);
    await user.type(weeks, '15');
    expect(screen.getByText(REPEAT_TEXTS.tooMany)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.clear(weeks);
    await user.type(weeks, '14');
    expect(preview()).toHaveTextContent('98 sessions');
    expect(next()).toBeEnabled();
  });
});

describe('a start date in the past', () => {
  it('warns, skips the past sessions by default (nothing extra sent), and sends SCHEDULE when chosen', async () => {
    const { user, calls } = mount('/coach/assign?type=plan&id=plan-1&clientId=c-alex');
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(next());
    setDate(startInput(), localTodayKey());
    expect(screen.queryByText(T.pastTitle)).not.toBeInTheDocument();
    setDate(startInput(), daysBefore(9));
    expect(screen.getByText(T.pastTitle)).toBeInTheDocument();
    expect(screen.getByText(T.pastBody(1))).toBeInTheDocument();
    expect(screen.getByText(T.pastSkipHelp)).toBeInTheDocument();
    expect(preview()).toHaveTextContent(T.previewNone);
    expect(screen.getByRole('radio', { name: T.pastSkip })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: T.pastSchedule }));
    expect(screen.getByText(T.pastScheduleHelp)).toBeInTheDocument();
    expect(preview()).toHaveTextContent('1 session');
    await user.click(next());
    expect(screen.getByTestId('assign-summary')).toHaveTextContent(T.pastSummarySchedule);
    await user.click(screen.getByRole('button', { name: T.assign }));
    expect(await screen.findByText(T.created)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.assignments.create').map((c) => c.input)).toEqual([
      { clientId: 'c-alex', contentType: 'PLAN', contentId: 'plan-1', startDate: daysBefore(9), endDate: null, pastSessions: 'SCHEDULE' },
    ]);
  });

  it('bulk, a date each: one client starting in the past asks the question; Skip them sends the default', async () => {
    const { user, calls } = mount('/coach/assign?type=plan&id=plan-1');
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(screen.getByRole('checkbox', { name: T.severalClients }));
    const group = screen.getByRole('group', { name: T.chooseClients });
    await user.click(within(group).getByRole('checkbox', { name: /Alex Rivera/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Sam Lee/ }));
    await user.click(next());
    setDate(startInput(), '2031-12-01');
    await user.click(screen.getByRole('checkbox', { name: T.repeat }));
    await user.click(within(screen.getByRole('group', { name: T.repeatDays })).getByRole('button', { name: 'Tuesday' }));
    await user.click(screen.getByText(T.dateEach, { selector: 'label *, label' }));
    expect(screen.queryByText(T.pastTitle)).not.toBeInTheDocument();
    setDate(screen.getByLabelText(T.startFor('Sam Lee')) as HTMLInputElement, daysBefore(3));
    expect(screen.getByText(T.pastBodyEach)).toBeInTheDocument();
    expect(preview()).toHaveTextContent(T.previewEach(4));
    await user.click(next());
    expect(screen.getByTestId('assign-summary')).toHaveTextContent(T.pastSummarySkip);
    await user.click(screen.getByRole('button', { name: T.assign }));
    expect(await screen.findByText(T.createdMany(2))).toBeInTheDocument();
    expect(callsTo(calls, 'coach.assignments.createMany').map((c) => c.input)).toEqual([
      {
        contentType: 'PLAN',
        contentId: 'plan-1',
        repeat: { weekdays: ['TUE'], weeks: 4 },
        clients: [
          { clientId: 'c-alex', startDate: '2031-12-01', endDate: null },
          { clientId: 'c-sam', startDate: daysBefore(3), endDate: null },
        ],
      },
    ]);
  });
});
