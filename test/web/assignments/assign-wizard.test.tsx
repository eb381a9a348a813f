/// <reference types="@testing-library/jest-dom/vitest" />
// The assignment wizard in the browser (docs/product.md §2 Assignment wizard, §4 Assignment wizard, §5, §8):
// content → client → schedule → confirm; `?type=program&id=…` preselects and jumps to the client
// step; the end date is computed for a program and can never be before the start date; success
// returns to /coach/clients, failure says so and stays.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { T } from '#web/features/assignments/texts.ts';
import { T as CT } from '#web/features/clients/texts.ts';
import { DEFAULT_COLUMN_CONFIG } from '#shared/schemas/workouts';
import { BULK_ASSIGN_MAX } from '#shared/schemas/assignments';
import { TrpcMockError, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';
import { assignment, callsTo, client, mountCoach } from '../clients/support.ts';

const entry = (id: string, planId: string | null, week: number, dayOfWeek: number) => ({
  id,
  programId: 'prog-1',
  planId,
  week,
  dayOfWeek,
  orderIndex: week * 7 + dayOfWeek,
  dayOffset: week * 7 + dayOfWeek + 1,
  isRestDay: planId === null,
  plan: planId ? { id: planId, name: 'Upper Body', description: null, category: 'Strength Training', difficulty: 'INTERMEDIATE', estimatedDuration: 60 } : null,
});

const program = {
  id: 'prog-1',
  name: 'Strength Starter',
  description: null,
  notes: null,
  category: 'Training',
  difficulty: 'INTERMEDIATE',
  duration: 2,
  mealsPerDay: 3,
  displayOrder: 0,
  createdAt: new Date('2026-03-01T00:00:00Z'),
  updatedAt: new Date('2026-03-01T00:00:00Z'),
  // Two weeks: day 1, a rest day, and day 8.
  plans: [entry('pp-1', 'plan-1', 0, 0), entry('pp-2', null, 0, 1), entry('pp-3', 'plan-1', 1, 0)],
};

/** The wizard offers plan summaries (GET /plan-summaries); a preselected plan is read alone. */
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
const planPage = (items: (typeof plan)[], nextCursor: string | null = null) => ({ items, nextCursor });
/** `coach.plans.get`: the summary's plan with its exercises. */
const { exerciseCount: _count, groupCount: _groups, ...planFields } = plan;
const fullPlan: TrpcOutput<'coach.plans.get'> = { ...planFields, notes: null, instructions: null, columnConfig: DEFAULT_COLUMN_CONFIG, exercises: [] };

const clients = [client('c-alex', 'Alex', 'Rivera', { displayOrder: 0 }), client('c-sam', 'Sam', 'Lee', { displayOrder: 1 })];

function mountWizard(path: string, o: TrpcResolvers = {}) {
  return mountCoach(path, {
    'coach.plans.summaries': () => planPage([plan]),
    'coach.plans.get': (input) => (input.id === plan.id ? fullPlan : new TrpcMockError('NOT_FOUND', 'Plan not found')),
    'coach.programs.list': () => [program],
    'coach.clients.list': () => clients,
    ...o,
  });
}

const next = () => screen.getByRole('button', { name: T.next });
const startInput = () => screen.getByLabelText(new RegExp(T.startDate)) as HTMLInputElement;
const endInput = () => screen.getByLabelText(T.endDate) as HTMLInputElement;
const setDate = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('preselection from the address', () => {
  it('?type=program&id=… preselects the program and opens on the client step', async () => {
    const { user } = mountWizard('/coach/assign?type=program&id=prog-1');
    const clientGroup = await screen.findByRole('radiogroup', { name: T.chooseClient });
    expect(
      within(clientGroup)
        .getAllByRole('radio')
        .map((r) => within(r).getByText(/Rivera|Lee/).textContent),
    ).toEqual(['Alex Rivera', 'Sam Lee']);
    expect(screen.queryByRole('radiogroup', { name: T.chooseContent })).not.toBeInTheDocument();
    // A client must be chosen before going on.
    expect(next()).toBeDisabled();

    // Back shows the preselected program chosen.
    await user.click(screen.getByRole('button', { name: T.back }));
    const contentGroup = await screen.findByRole('radiogroup', { name: T.chooseContent });
    expect(within(contentGroup).getByRole('radio', { name: /Strength Starter/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(contentGroup).getByRole('radio', { name: /Strength Starter/ })).toHaveTextContent('2 weeks · 2 workouts');
    expect(next()).toBeEnabled();
  });

  it('?type=plan&id=… works the same for a plan', async () => {
    const { user } = mountWizard('/coach/assign?type=plan&id=plan-1');
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(screen.getByRole('button', { name: T.back }));
    const contentGroup = await screen.findByRole('radiogroup', { name: T.chooseContent });
    expect(within(contentGroup).getByRole('radio', { name: /Upper Body/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('an id that is not one of the coach’s programs starts at the content step, with nothing chosen', async () => {
    const { user } = mountWizard('/coach/assign?type=program&id=prog-unknown');
    const contentGroup = await screen.findByRole('radiogroup', { name: T.chooseContent });
    expect(within(contentGroup).getByRole('radio', { name: /Strength Starter/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('radiogroup', { name: T.chooseClient })).not.toBeInTheDocument();
    // Nothing is chosen, so there is no going on.
    expect(next()).toBeDisabled();

    // Switching to plans stays on the content step…
    await user.click(screen.getByText(T.plan, { selector: 'label *, label' }));
    expect(await screen.findByRole('radio', { name: /Upper Body/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radiogroup', { name: T.chooseContent })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: T.chooseClient })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();

    // …and choosing one does not skip ahead by itself: Next does.
    await user.click(screen.getByRole('radio', { name: /Upper Body/ }));
    expect(screen.getByRole('radio', { name: /Upper Body/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('radiogroup', { name: T.chooseClient })).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('radiogroup', { name: T.chooseClient })).toBeInTheDocument();
  });

  it('a clientId that is not one of the coach’s active clients (e.g. an archived one) chooses nobody', async () => {
    const { user } = mountWizard('/coach/assign?type=plan&id=plan-1&clientId=c-archived');
    const clientGroup = await screen.findByRole('radiogroup', { name: T.chooseClient });
    expect(screen.getByTestId('assign-step')).toHaveTextContent('Step 2 of 4: Client');
    expect(
      within(clientGroup)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-checked')),
    ).toEqual(['false', 'false']);
    expect(next()).toBeDisabled();
    await user.click(within(clientGroup).getByRole('radio', { name: /Sam Lee/ }));
    expect(next()).toBeEnabled();
    await user.click(next());
    await user.click(next());
    expect(screen.getByTestId('assign-summary')).toHaveTextContent('Client: Sam Lee');
  });

  it("says 'Failed to load clients' when the client list cannot be read", async () => {
    mountWizard('/coach/assign', { 'coach.clients.list': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') });
    expect(await screen.findByText(T.clientsLoadFailed)).toHaveTextContent('Failed to load clients');
    expect(screen.queryByText(T.loadFailed)).not.toBeInTheDocument();
  });

  it('with nothing to assign yet, each empty step links to where the coach creates it', async () => {
    const { user } = mountWizard('/coach/assign?type=program&id=prog-1', {
      'coach.plans.summaries': () => planPage([]),
      'coach.programs.list': () => [program],
      'coach.clients.list': () => [],
    });
    // Client step: no clients → Add Client opens the New Client dialog on the clients list.
    expect(await screen.findByText(T.noClients)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(T.addClient) })).toHaveAttribute('href', '/coach/clients?new=1');
    await user.click(screen.getByRole('button', { name: T.back }));
    // Content step: no plans → Create Plan.
    await user.click(screen.getByText(T.plan, { selector: 'label *, label' }));
    expect(await screen.findByText(T.noPlans)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(T.createPlan) })).toHaveAttribute('href', '/coach/plans/new');
  });

  it('links an empty program list to the program editor', async () => {
    const { user } = mountWizard('/coach/assign', { 'coach.programs.list': () => [] });
    await screen.findByText(T.chooseContent);
    await user.click(screen.getByText(T.program, { selector: 'label *, label' }));
    expect(await screen.findByText(T.noPrograms)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(T.createProgram) })).toHaveAttribute('href', '/coach/programs?tab=create');
  });

  it('without a query it starts at the content step on Program with its list shown, and nothing chosen', async () => {
    mountWizard('/coach/assign');
    // Issue 17: it used to open with neither Program nor Plan selected and an empty list.
    const group = await screen.findByRole('radiogroup', { name: T.chooseContent });
    expect(within(group).getByRole('radio', { name: /Strength Starter/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: T.program })).toBeChecked();
    expect(next()).toBeDisabled();
    expect(screen.getByRole('button', { name: T.back })).toBeDisabled();
  });

  it('without programs it opens on Plan with the plans listed', async () => {
    mountWizard('/coach/assign', { 'coach.programs.list': () => [] });
    expect(await screen.findByRole('radio', { name: /Upper Body/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: T.plan })).toBeChecked();
  });
});

describe('plans as summaries, a page at a time', () => {
  const more = Array.from({ length: 3 }, (_, i) => ({ ...plan, id: `plan-m${i}`, name: `Mobility ${i}`, exerciseCount: 4 }));

  it('a preselected plan on a page not loaded yet is read alone and chosen', async () => {
    const { user, calls } = mountWizard('/coach/assign?type=plan&id=plan-1', { 'coach.plans.summaries': () => planPage([more[0]!], 'c1') });
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(within(await screen.findByRole('radiogroup', { name: T.chooseClient })).getByRole('radio', { name: /Sam Lee/ }));
    await user.click(next());
    await user.click(next());
    expect(screen.getByTestId('assign-summary')).toHaveTextContent('Upper Body');
    expect(callsTo(calls, 'coach.plans.get').map((c) => c.input)).toEqual([{ id: 'plan-1' }]);
  });

  it('a preselected plan that is not the coach’s starts at the content step, with nothing chosen', async () => {
    mountWizard('/coach/assign?type=plan&id=plan-gone');
    const contentGroup = await screen.findByRole('radiogroup', { name: T.chooseContent });
    expect(within(contentGroup).getByRole('radio', { name: /Upper Body/ })).toHaveAttribute('aria-checked', 'false');
    expect(next()).toBeDisabled();
  });

  it('Load more plans adds the next page to the picker, with their exercise counts', async () => {
    const { user, calls } = mountWizard('/coach/assign', {
      'coach.plans.summaries': (input) => (input.cursor === 'c1' ? planPage(more) : planPage([plan], 'c1')),
    });
    await screen.findByText(T.chooseContent);
    await user.click(screen.getByText(T.plan, { selector: 'label *, label' }));
    expect(await screen.findByRole('radio', { name: /Upper Body/ })).toHaveTextContent('2 exercises · Strength Training');
    await user.click(screen.getByRole('button', { name: T.loadMorePlans }));
    expect(await screen.findByRole('radio', { name: /Mobility 2/ })).toHaveTextContent('4 exercises · Strength Training');
    expect(within(screen.getByRole('radiogroup', { name: T.chooseContent })).getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: T.loadMorePlans })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Mobility 1/ }));
    expect(next()).toBeEnabled();
    expect(callsTo(calls, 'coach.plans.summaries').map((c) => (c.input as { cursor?: string }).cursor ?? null)).toEqual([null, 'c1']);
  });
});

describe('schedule: the end date is never before the start date', () => {
  it('for a program: computed as start + weeks×7 − 1, follows the start date, and refuses an earlier end', async () => {
    const { user } = mountWizard('/coach/assign?type=program&id=prog-1&clientId=c-sam');
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    expect(screen.getByRole('radio', { name: /Sam Lee/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(next());

    setDate(startInput(), '2026-03-02');
    expect(endInput()).toHaveValue('2026-03-15');
    expect(screen.getByText(T.endDateHelpProgram)).toBeInTheDocument();
    // Moving the start moves the computed end with it.
    setDate(startInput(), '2026-04-20');
    expect(endInput()).toHaveValue('2026-05-03');
    expect(endInput()).toHaveAttribute('min', '2026-04-20');
    expect(next()).toBeEnabled();

    // The coach shortens it to a day before the start: said plainly, and no way on.
    setDate(endInput(), '2026-04-19');
    expect(screen.getByText(T.endBeforeStart)).toBeInTheDocument();
    expect(next()).toBeDisabled();

    setDate(endInput(), '2026-04-25');
    expect(screen.queryByText(T.endBeforeStart)).not.toBeInTheDocument();
    expect(next()).toBeEnabled();

    // An adjusted end stays put; moving the start past it is refused as well.
    setDate(startInput(), '2026-04-26');
    expect(endInput()).toHaveValue('2026-04-25');
    expect(screen.getByText(T.endBeforeStart)).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('for a plan: the end date is optional, and an earlier one is refused', async () => {
    const { user } = mountWizard('/coach/assign?type=plan&id=plan-1&clientId=c-alex');
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(next());
    setDate(startInput(), '2026-03-10');
    expect(endInput()).toHaveValue('');
    expect(screen.getByText(T.endDateHelpPlan)).toBeInTheDocument();
    expect(next()).toBeEnabled();

    setDate(endInput(), '2026-03-09');
    expect(screen.getByText(T.endBeforeStart)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    // The same day is fine.
    setDate(endInput(), '2026-03-10');
    expect(next()).toBeEnabled();
  });

  it('needs a start date', async () => {
    const { user } = mountWizard('/coach/assign?type=plan&id=plan-1&clientId=c-alex');
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(next());
    setDate(startInput(), '');
    expect(next()).toBeDisabled();
  });
});

describe('the whole wizard', () => {
  it('goes content → client → schedule → confirm, creates the assignment and returns to the clients list', async () => {
    const { user, calls, router } = mountWizard('/coach/assign', {
      'coach.assignments.create': (input) => assignment('a-1', { clientId: input.clientId, contentType: input.contentType, contentId: input.contentId }),
    });
    await screen.findByText(T.chooseContent);

    // Content: Program, then the program.
    await user.click(screen.getByText(T.program, { selector: 'label *, label' }));
    await user.click(await screen.findByRole('radio', { name: /Strength Starter/ }));
    // Switching to Plan clears the program choice.
    await user.click(screen.getByText(T.plan, { selector: 'label *, label' }));
    expect(await screen.findByRole('radio', { name: /Upper Body/ })).toHaveAttribute('aria-checked', 'false');
    expect(next()).toBeDisabled();
    await user.click(screen.getByText(T.program, { selector: 'label *, label' }));
    const programCard = await screen.findByRole('radio', { name: /Strength Starter/ });
    expect(programCard).toHaveAttribute('aria-checked', 'false');
    await user.click(programCard);
    await user.click(next());

    // Client, found with the search.
    await user.type(screen.getByRole('textbox', { name: T.searchClients }), 'lee');
    expect(screen.queryByRole('radio', { name: /Alex Rivera/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Sam Lee/ }));
    await user.click(next());

    // Schedule.
    setDate(startInput(), '2026-03-02');
    await user.click(next());

    // Confirm.
    const summary = screen.getByTestId('assign-summary');
    expect(summary).toHaveTextContent('Strength Starter');
    expect(summary).toHaveTextContent('2 workouts');
    expect(summary).toHaveTextContent('Client: Sam Lee');
    expect(summary).toHaveTextContent('Start date: Mar 2, 2026');
    expect(summary).toHaveTextContent('End date: Mar 15, 2026');
    await user.click(screen.getByRole('button', { name: T.assign }));

    expect(await screen.findByText(T.created)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.assignments.create').map((c) => c.input)).toEqual([
      { clientId: 'c-sam', contentType: 'PROGRAM', contentId: 'prog-1', startDate: '2026-03-02', endDate: '2026-03-15' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/clients'));
    expect(await screen.findByRole('heading', { level: 1, name: CT.listTitle })).toBeInTheDocument();
  });

  it('says so and stays on the confirm step when creating fails', async () => {
    const { user, router } = mountWizard('/coach/assign?type=plan&id=plan-1&clientId=c-alex', {
      'coach.assignments.create': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(next());
    await user.click(next());
    expect(screen.getByTestId('assign-summary')).toHaveTextContent('Client: Alex Rivera');
    await user.click(screen.getByRole('button', { name: T.assign }));
    expect(await screen.findByText(T.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(T.failedBody)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coach/assign');
    expect(screen.getByTestId('assign-summary')).toHaveTextContent('Upper Body');
  });

  it("shows the server's reason when it refuses the assignment", async () => {
    const { user } = mountWizard('/coach/assign?type=plan&id=plan-1&clientId=c-alex', {
      'coach.assignments.create': () => new TrpcMockError('BAD_REQUEST', 'Please pick a date between 2000 and 2100'),
    });
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole('button', { name: T.assign }));
    expect(await screen.findByText('Please pick a date between 2000 and 2100')).toBeInTheDocument();
    expect(screen.queryByText(T.failedBody)).not.toBeInTheDocument();
  });

  it(`selects at most ${BULK_ASSIGN_MAX} clients at once, and says so`, async () => {
    const many = Array.from({ length: BULK_ASSIGN_MAX + 4 }, (_, i) => client(`c-${i}`, `Client${String(i).padStart(3, '0')}`, 'Test', { displayOrder: i }));
    const { user } = mountWizard('/coach/assign?type=program&id=prog-1', { 'coach.clients.list': () => many });
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(screen.getByRole('checkbox', { name: T.severalClients }));
    await user.click(screen.getByRole('button', { name: T.selectAllShown }));
    expect(screen.getByText(T.selectedCount(BULK_ASSIGN_MAX))).toBeInTheDocument();
    expect(screen.getByText(T.selectionCapped(BULK_ASSIGN_MAX))).toBeInTheDocument();
    // One more, picked by hand, is refused the same way.
    const group = screen.getByRole('group', { name: T.chooseClients });
    await user.click(within(group).getByRole('checkbox', { name: /Client203 Test/ }));
    expect(screen.getByText(T.selectedCount(BULK_ASSIGN_MAX))).toBeInTheDocument();
    // Clearing takes the notice away.
    await user.click(screen.getByRole('button', { name: T.clearSelection }));
    expect(screen.queryByText(T.selectionCapped(BULK_ASSIGN_MAX))).not.toBeInTheDocument();
  });

  it('assigns one program to several clients with a start date each, in one call', async () => {
    const three = [...clients, client('c-kim', 'Kim', 'Park', { displayOrder: 2 })];
    const { user, calls } = mountWizard('/coach/assign?type=program&id=prog-1', {
      'coach.clients.list': () => three,
      'coach.assignments.createMany': (input) => ({
        assignments: input.clients.map((c, i) => assignment(`a-${i}`, { clientId: c.clientId, contentType: input.contentType, contentId: input.contentId })),
      }),
    });
    await screen.findByRole('radiogroup', { name: T.chooseClient });
    await user.click(screen.getByRole('checkbox', { name: T.severalClients }));
    const group = screen.getByRole('group', { name: T.chooseClients });
    await user.click(within(group).getByRole('checkbox', { name: /Alex Rivera/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Kim Park/ }));
    expect(screen.getByText(T.selectedCount(2))).toBeInTheDocument();
    await user.click(next());

    // One date for all first; then a date each.
    setDate(startInput(), '2026-03-02');
    await user.click(screen.getByText(T.dateEach, { selector: 'label *, label' }));
    const kim = screen.getByLabelText(T.startFor('Kim Park')) as HTMLInputElement;
    expect(kim).toHaveValue('2026-03-02');
    setDate(kim, '2026-03-09');
    expect(screen.getByText(T.endAuto('Mar 22, 2026'))).toBeInTheDocument();
    await user.click(next());

    const summary = screen.getByTestId('assign-summary');
    expect(summary).toHaveTextContent('Alex Rivera · Mar 2, 2026 – Mar 15, 2026');
    expect(summary).toHaveTextContent('Kim Park · Mar 9, 2026 – Mar 22, 2026');
    await user.click(screen.getByRole('button', { name: T.assign }));
    expect(await screen.findByText(T.createdMany(2))).toBeInTheDocument();
    expect(callsTo(calls, 'coach.assignments.createMany').map((c) => c.input)).toEqual([
      {
        contentType: 'PROGRAM',
        contentId: 'prog-1',
        clients: [
          { clientId: 'c-alex', startDate: '2026-03-02', endDate: '2026-03-15' },
          { clientId: 'c-kim', startDate: '2026-03-09', endDate: '2026-03-22' },
        ],
      },
    ]);
    expect(callsTo(calls, 'coach.assignments.create')).toEqual([]);
  });
});
