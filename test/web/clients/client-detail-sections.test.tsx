/// <reference types="@testing-library/jest-dom/vitest" />
// Sections of the client detail not covered elsewhere (docs/product.md §2 Client detail, §5, §7, §8, §9):
// notes sanitised on input, paste and display with Add Note disabled while blank; the access
// link generated automatically when none exists, copied and regenerated; Mark Complete and
// Remove on an assignment; 'Showing 10 most recent workouts of N total'.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { T } from '#web/features/clients/texts.ts';
import { TrpcMockError, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';
import { assignment, callsTo, client, mountCoach, type AssignmentFixture } from './support.ts';

const stats = {
  totalWorkouts: 0,
  completedWorkouts: 0,
  missedWorkouts: 0,
  upcomingWorkouts: 0,
  finishedWorkouts: 0,
  dueWorkouts: 0,
  dueCompletedWorkouts: 0,
  adherence: null,
  workoutCompletion: 0,
  todayMeals: 0,
  mealsPerDay: 3,
  hasActiveProgram: false,
  foodCompletion: 0,
  overallCompletion: 0,
  lastActive: null,
};
type AccessLink = TrpcOutput<'coach.clients.accessToken'>;
type HistoryItem = TrpcOutput<'coach.clients.history'>[number];
const link = (token: string): AccessLink => ({ token, accessUrl: `http://localhost:3000/app/today?token=${token}`, createdAt: new Date('2026-03-01T00:00:00Z'), expiresAt: null });
const NO_LINK: AccessLink = { token: null, accessUrl: null, createdAt: null, expiresAt: null };

function mountDetail(o: TrpcResolvers = {}) {
  return mountCoach('/coach/clients/c-1', {
    'coach.clients.get': () => client('c-1', 'Alex', 'Rivera'),
    'coach.clients.assignments': () => [],
    'coach.clients.history': () => [],
    'coach.clients.stats': () => stats,
    'coach.clients.accessToken': () => link('tok-1'),
    'coach.clientNotes.list': () => [],
    'food.list': () => [],
    // The calendar (docs/client-calendar.md; its own tests in client-calendar.test.tsx).
    'coach.clients.timeZone': () => ({ timeZone: 'UTC' }),
    'coach.calendar.read': () => ({ timeZone: 'UTC', today: new Date('2026-03-11T00:00:00Z'), from: new Date('2026-02-23T00:00:00Z'), to: new Date('2026-04-05T00:00:00Z'), sessions: [] }),
    ...o,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

const editor = () => screen.getByRole('textbox', { name: T.notesTitle });
const addNote = () => screen.getByRole('button', { name: T.addNote });

describe('client notes', () => {
  it('cleans what is typed, keeps Add Note disabled while blank and sends only allowed tags', async () => {
    let saved: { id: string; content: string; createdAt: Date }[] = [];
    const { user, calls } = mountDetail({
      'coach.clientNotes.list': () => saved,
      'coach.clientNotes.create': (input) => {
        const note = { id: 'n-1', content: input.content, createdAt: new Date('2026-03-02T00:00:00Z') };
        saved = [note];
        return note;
      },
    });
    await screen.findByText(T.noNotes);
    expect(addNote()).toBeDisabled();

    editor().innerHTML = '<p> &nbsp; </p>';
    fireEvent.input(editor());
    expect(addNote()).toBeDisabled();

    // What a browser may put in a contentEditable (a dropped image, pasted styles, a script).
    editor().innerHTML = '<p style="color:red" onclick="steal()">Knee <b class="x">pain</b><img src="x" onerror="steal()"><script>steal()</script></p><a href="javascript:steal()">left</a>';
    fireEvent.input(editor());
    expect(editor().innerHTML).toBe('<p>Knee <b>pain</b></p>left');
    expect(addNote()).toBeEnabled();

    await user.click(addNote());
    expect(await screen.findByText(T.noteAdded)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clientNotes.create')[0]!.input).toEqual({ id: 'c-1', content: '<p>Knee <b>pain</b></p>left' });
    // Add Note is disabled again: focus goes back into the (emptied) editor, not the page.
    await waitFor(() => expect(editor()).toHaveFocus());
    expect(await screen.findByTestId('client-note')).toHaveTextContent('Knee pain');
    expect(editor().innerHTML).toBe('');
    await waitFor(() => expect(addNote()).toBeDisabled());
  });

  it('cleans pasted HTML and turns pasted plain text into paragraphs', async () => {
    mountDetail();
    await screen.findByText(T.noNotes);

    fireEvent.paste(editor(), {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? '<h1 id="t">Plan</h1><ul><li style="x">Squat</li></ul><iframe src="https://evil.test"></iframe>' : 'Plan Squat') },
    });
    expect(editor().innerHTML).toBe('Plan<ul><li>Squat</li></ul>');
    expect(addNote()).toBeEnabled();

    editor().innerHTML = '';
    fireEvent.paste(editor(), { clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'Line one\n\n  Line <two> \r\nLine 3' : '') } });
    // Every line its own paragraph, the first one too.
    expect(editor().innerHTML).toBe('<p>Line one</p><p>Line &lt;two&gt;</p><p>Line 3</p>');
  });

  it('pastes at the caret, splitting the paragraph there, and leaves the caret after the pasted text', async () => {
    mountDetail();
    await screen.findByText(T.noNotes);
    editor().innerHTML = '<p>Knee history</p><p>Last line</p>';
    fireEvent.input(editor());
    const text = editor().querySelector('p')!.firstChild!;
    const caret = document.createRange();
    caret.setStart(text, 'Knee'.length);
    caret.collapse(true);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(caret);

    fireEvent.paste(editor(), { clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'one\ntwo' : '') } });
    expect(editor().innerHTML).toBe('<p>Knee</p><p>one</p><p>two</p><p> history</p><p>Last line</p>');

    // The caret is now after "two": a second paste goes there, not at the start of the note.
    fireEvent.paste(editor(), { clipboardData: { getData: (type: string) => (type === 'text/html' ? '<b>three</b>' : 'three') } });
    expect(editor().innerHTML).toBe('<p>Knee</p><p>one</p><p>two<b>three</b></p><p> history</p><p>Last line</p>');
  });

  it('cleans notes again when showing them, and deletes a note with the SPEC toast', async () => {
    let saved = [{ id: 'n-1', content: '<p>Safe <em>text</em></p><img src="x" onerror="window.__pwned = 1"><a href="javascript:alert(1)">link</a>', createdAt: new Date('2026-03-02T00:00:00Z') }];
    const { user, calls } = mountDetail({
      'coach.clientNotes.list': () => saved,
      'coach.clientNotes.delete': () => {
        saved = [];
        return { ok: true };
      },
    });
    const note = await screen.findByTestId('client-note');
    expect(note.querySelector('img, a, [onerror]')).toBeNull();
    expect(within(note).getByText('text').tagName).toBe('EM');
    expect(note).toHaveTextContent('Safe textlink');

    // Deleting asks first; Cancel keeps the note and sends nothing.
    await user.click(within(note).getByRole('button', { name: 'Delete note' }));
    let dialog = await screen.findByRole('alertdialog', { name: T.deleteNoteTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'coach.clientNotes.delete')).toEqual([]);
    // The page is hidden from assistive technology until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByTestId('client-note')).getByRole('button', { name: 'Delete note' }));
    dialog = await screen.findByRole('alertdialog', { name: T.deleteNoteTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(T.noteDeleted)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clientNotes.delete')[0]!.input).toEqual({ id: 'n-1' });
    expect(await screen.findByText(T.noNotes)).toBeInTheDocument();
  });
});

describe('access link', () => {
  it('is generated automatically, once, when the client has none', async () => {
    let current: AccessLink = NO_LINK;
    const { calls } = mountDetail({
      'coach.clients.accessToken': () => current,
      'coach.clients.generateAccessToken': () => (current = link('fresh-token')),
    });
    expect(await screen.findByText(T.linkGenerated)).toBeInTheDocument();
    expect(await screen.findByTestId('access-link')).toHaveValue('http://localhost:3000/app/today?token=fresh-token');
    expect(callsTo(calls, 'coach.clients.generateAccessToken')).toHaveLength(1);
    expect(callsTo(calls, 'coach.clients.generateAccessToken')[0]!.input).toEqual({ id: 'c-1' });
  });

  it('is not regenerated when one exists; Copy puts it on the clipboard; Regenerate asks first and shows the new link', async () => {
    let current = link('tok-1');
    const { user, calls } = mountDetail({
      'coach.clients.accessToken': () => current,
      'coach.clients.generateAccessToken': () => (current = link('tok-2')),
    });
    const field = await screen.findByTestId('access-link');
    expect(field).toHaveValue('http://localhost:3000/app/today?token=tok-1');
    expect(callsTo(calls, 'coach.clients.generateAccessToken')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: T.copy }));
    expect(await screen.findByText(T.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/app/today?token=tok-1');

    await user.click(screen.getByRole('button', { name: T.generateLink }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(T.regenerateWarning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.generateLink }));
    expect(await screen.findByText(T.linkGenerated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('access-link')).toHaveValue('http://localhost:3000/app/today?token=tok-2'));
    expect(callsTo(calls, 'coach.clients.generateAccessToken')).toHaveLength(1);
  });

  it('regenerates with the expiry the coach chose and shows when the link expires', async () => {
    let current: AccessLink = link('tok-1');
    const { user, calls } = mountDetail({
      'coach.clients.accessToken': () => current,
      'coach.clients.generateAccessToken': () => (current = { ...link('tok-2'), expiresAt: new Date('2099-04-10T12:00:00Z') }),
    });
    await screen.findByTestId('access-link');
    expect(screen.queryByTestId('access-link-expiry')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: T.linkExpiry }), '30');
    await user.click(screen.getByRole('button', { name: T.generateLink }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.generateLink }));
    await waitFor(() => expect(callsTo(calls, 'coach.clients.generateAccessToken')).toHaveLength(1));
    expect(callsTo(calls, 'coach.clients.generateAccessToken')[0]!.input).toEqual({ id: 'c-1', expiresInDays: 30 });
    expect(await screen.findByTestId('access-link-expiry')).toHaveTextContent(/^Expires .*2099/);
  });

  it('leaves a link that works but cannot be shown again alone, and says to regenerate it', async () => {
    const { calls } = mountDetail({
      'coach.clients.accessToken': () => ({ token: null, accessUrl: null, createdAt: new Date('2026-03-01T00:00:00Z'), expiresAt: null }),
    });
    expect(await screen.findByText(T.linkUnshowable)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.clients.generateAccessToken')).toHaveLength(0);
    expect(screen.getByRole('button', { name: T.copy })).toBeDisabled();
  });

  it("says 'Failed to generate access link' when generating fails", async () => {
    mountDetail({
      'coach.clients.accessToken': () => NO_LINK,
      'coach.clients.generateAccessToken': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    expect(await screen.findByText(T.linkFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.copy })).toBeDisabled();
  });
});

const plan = (o: Partial<AssignmentFixture> = {}) => assignment('a-1', { clientId: 'c-1', contentName: 'Full Body A', createdAt: new Date('2026-03-01T00:00:00Z'), sessionCount: 1, ...o });

const card = (name: string) => screen.getAllByTestId('assignment').find((el) => within(el).queryByText(name))!;

describe('assignment actions', () => {
  it('Mark Complete shows only for an open-ended ASSIGNED assignment and completes it', async () => {
    let status: AssignmentFixture['status'] = 'ASSIGNED';
    const { user, calls } = mountDetail({
      'coach.clients.assignments': () => [plan({ status }), plan({ id: 'a-2', contentName: 'Dated', endDate: new Date('2026-03-09T00:00:00Z') })],
      'coach.assignments.complete': () => {
        status = 'COMPLETED';
        return plan({ status });
      },
    });
    await screen.findByText('Dated');
    expect(within(card('Dated')).queryByRole('button', { name: T.markComplete })).not.toBeInTheDocument();
    await user.click(within(card('Full Body A')).getByRole('button', { name: T.markComplete }));
    expect(await screen.findByText(T.completed)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.assignments.complete')[0]!.input).toEqual({ id: 'a-1' });
    await waitFor(() => expect(within(card('Full Body A')).queryByRole('button', { name: T.markComplete })).not.toBeInTheDocument());
  });

  it('shows the server message under the SPEC title when completing fails', async () => {
    const { user } = mountDetail({
      'coach.clients.assignments': () => [plan()],
      'coach.assignments.complete': () => new TrpcMockError('CONFLICT', 'Only an assignment that has not started and has no end date can be completed'),
    });
    await user.click(await screen.findByRole('button', { name: T.markComplete }));
    expect(await screen.findByText(T.completeFailed)).toBeInTheDocument();
    expect(screen.getByText('Only an assignment that has not started and has no end date can be completed')).toBeInTheDocument();
  });

  it('Remove asks first, then removes the assignment with the SPEC toast', async () => {
    let rows = [plan()];
    const { user, calls } = mountDetail({
      'coach.clients.assignments': () => rows,
      'coach.assignments.delete': () => {
        rows = [];
        return { ok: true, removedSessions: 1 };
      },
    });
    await user.click(await screen.findByRole('button', { name: T.remove }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(T.removeConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.assignmentRemoved)).toBeInTheDocument();
    expect(callsTo(calls, 'coach.assignments.delete')[0]!.input).toEqual({ id: 'a-1' });
    expect(await screen.findByText(T.noAssignments)).toBeInTheDocument();
  });
});

const past = (n: number) =>
  Array.from({ length: n }, (_, i): HistoryItem => ({
    id: `s-${i}`,
    assignmentId: null,
    planName: `Workout ${i + 1}`,
    status: 'COMPLETED',
    scheduledFor: new Date(Date.UTC(2026, 1, 28 - i)),
    startedAt: null,
    completedAt: new Date(Date.UTC(2026, 1, 28 - i, 10)),
    duration: 30,
    completedExercises: 2,
    exerciseCount: 2,
    clientFeedback: null,
    rating: null,
    coachReply: null,
    coachRepliedAt: null,
    results: [],
  }));
const recentRows = () => within(screen.getByRole('heading', { name: T.recentTitle }).parentElement!).queryAllByTestId('session-row');

describe('recent workouts', () => {
  it("lists the 10 most recent and says 'Showing 10 most recent workouts of N total'", async () => {
    mountDetail({ 'coach.clients.history': () => past(12) });
    expect(await screen.findByText('Showing 10 most recent workouts of 12 total')).toBeInTheDocument();
    expect(recentRows()).toHaveLength(10);
    expect(within(recentRows()[0]!).getByText('Workout 1')).toBeInTheDocument();
    expect(screen.queryByText('Workout 11')).not.toBeInTheDocument();
  });

  it('pages through every workout, 10 more at a time', async () => {
    const { user } = mountDetail({ 'coach.clients.history': () => past(25) });
    expect(await screen.findByText('Showing 10 most recent workouts of 25 total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.showMoreRecent(10) }));
    expect(recentRows()).toHaveLength(20);
    expect(screen.getByText('Showing 20 most recent workouts of 25 total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.showMoreRecent(5) }));
    expect(recentRows()).toHaveLength(25);
    expect(within(recentRows()[24]!).getByText('Workout 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });

  it('filters the workouts by status', async () => {
    const history = past(14).map((h, i) => (i % 3 === 0 ? { ...h, status: 'MISSED' as const, completedAt: null, completedExercises: 0 } : h));
    const { user } = mountDetail({ 'coach.clients.history': () => history });
    await screen.findByText('Showing 10 most recent workouts of 14 total');
    await user.selectOptions(screen.getByRole('combobox', { name: T.recentStatusFilter }), 'MISSED');
    // Workouts 1, 4, 7, 10 and 13 were missed.
    expect(recentRows().map((r) => within(r).getByText(/^Workout/).textContent)).toEqual(['Workout 1', 'Workout 4', 'Workout 7', 'Workout 10', 'Workout 13']);
    expect(screen.queryByText(/most recent workouts of/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: T.recentStatusFilter }), 'SKIPPED');
    expect(screen.getByText(T.noRecentWithStatus)).toBeInTheDocument();
  });

  it('says nothing more with 10 or fewer', async () => {
    mountDetail({ 'coach.clients.history': () => past(10) });
    await screen.findByText('Workout 10');
    expect(recentRows()).toHaveLength(10);
    expect(screen.queryByText(/most recent workouts of/)).not.toBeInTheDocument();
  });
});

const future = (n: number) =>
  Array.from({ length: n }, (_, i): HistoryItem => ({
    ...past(1)[0]!,
    id: `u-${i}`,
    planName: `Upcoming ${i + 1}`,
    status: 'SCHEDULED',
    scheduledFor: new Date(Date.now() + (n - i) * 86_400_000),
    completedAt: null,
    completedExercises: 0,
  }));
const upcomingRows = () => within(screen.getByRole('heading', { name: T.upcomingTitle }).parentElement!).queryAllByTestId('session-row');

describe('upcoming workouts', () => {
  it('shows the next 5 of a long schedule and reveals the rest on demand', async () => {
    const { user } = mountDetail({ 'coach.clients.history': () => future(8) });
    await screen.findByText('Upcoming 8');
    // Soonest first: the history arrives latest first.
    expect(upcomingRows().map((r) => within(r).getByText(/^Upcoming/).textContent)).toEqual(['Upcoming 8', 'Upcoming 7', 'Upcoming 6', 'Upcoming 5', 'Upcoming 4']);
    const more = screen.getByRole('button', { name: T.showAllUpcoming(8) });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(upcomingRows()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: T.showFewerUpcoming }));
    expect(upcomingRows()).toHaveLength(5);
  });

  it('needs no button for 5 or fewer', async () => {
    mountDetail({ 'coach.clients.history': () => future(5) });
    await screen.findByText('Upcoming 5');
    expect(upcomingRows()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /upcoming workouts$/ })).not.toBeInTheDocument();
  });
});
