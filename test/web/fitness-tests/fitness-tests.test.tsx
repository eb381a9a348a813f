// The Progress screen (docs/product.md §2 "Progress", §5, §8) and the trend-line helpers.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { groupTests } from '#web/features/fitness-tests/lib/chain.ts';
import { layoutChart } from '#web/components/chart/scale.ts';
import { chartSeries, formatClock, parseResultValue } from '#web/features/fitness-tests/lib/chart.ts';
import { T } from '#web/features/fitness-tests/texts.ts';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';

type Row = { id: string; testName: string; result: string; unit: string | null; notes: string | null; testedAt: Date; previousTestId: string | null };
const row = (id: string, result: string, date: string, previousTestId: string | null = null, extra: Partial<Row> = {}): Row => ({
  id,
  testName: '5k run',
  result,
  unit: 'min',
  notes: null,
  testedAt: new Date(`${date}T08:00:00.000Z`),
  previousTestId,
  ...extra,
});

/** The whole list in one page, as the server answers a client with fewer than 1,000 tests. */
const onePage = (items: Row[]) => ({ items, nextCursor: null });

beforeEach(() => window.localStorage.setItem('client_token', 'client-token'));

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => clientUser, 'clientApp.branding.get': () => unsavedBranding, ...resolvers }, calls));
}

describe('trend helpers', () => {
  it('reads clock times as seconds and otherwise the first number', () => {
    expect(parseResultValue('27:30')).toBe(1650);
    expect(parseResultValue('1:02:03')).toBe(3723);
    expect(parseResultValue('42 reps')).toBe(42);
    expect(parseResultValue('1,5 km')).toBe(1.5);
    expect(parseResultValue('felt great')).toBeNull();
  });

  it('charts only from two numeric results, oldest first, each labelled as typed', () => {
    expect(chartSeries([row('a', '10', '2026-01-01')])).toBeNull();
    const s = chartSeries([row('c', '20', '2026-01-03'), row('b', 'n/a', '2026-01-02'), row('a', '10', '2026-01-01')])!;
    expect(s.points.map((p) => [p.value, p.label])).toEqual([
      [10, '10'],
      [20, '20'],
    ]);
    expect(s.clock).toBe(false);
    // Clock times chart as seconds and the axis reads them back as m:ss.
    const run = chartSeries([row('a', '28:30', '2026-01-05'), row('b', '1:02:03', '2026-01-06')])!;
    expect(run.clock).toBe(true);
    expect(run.points.map((p) => p.value)).toEqual([1710, 3723]);
    expect([formatClock(1710), formatClock(3723), formatClock(59.6)]).toEqual(['28:30', '1:02:03', '1:00']);
  });

  it('places points by date: a retest after 1 day sits near the start of a 10-day line, higher values higher', () => {
    const s = chartSeries([row('a', '10', '2026-01-01'), row('c', '30', '2026-01-11'), row('b', '20', '2026-01-02')])!;
    const box = { width: 100, height: 50, left: 0, right: 0, top: 0, bottom: 0 };
    const { points, yTicks } = layoutChart(s.points, box, 2);
    expect(points.map((p) => p.label)).toEqual(['10', '20', '30']);
    expect(points.map((p) => p.x)).toEqual([0, 10, 100]);
    // The value axis runs from round ticks below and above the values: 10 to 30 in steps of 5.
    expect(yTicks.map((t) => t.value)).toEqual([10, 15, 20, 25, 30]);
    expect(points.map((p) => p.y)).toEqual([50, 25, 0]);
    // Logged at the same instant: spread evenly rather than stacked.
    const same = chartSeries([row('a', '1', '2026-01-01'), row('b', '2', '2026-01-01'), row('c', '3', '2026-01-01')])!;
    expect(layoutChart(same.points, box, 2).points.map((p) => p.x)).toEqual([0, 50, 100]);
  });

  it('groups retests under their root in date order, newest root first', () => {
    const chains = groupTests([
      row('r2', '5', '2026-02-01', null, { testName: 'Plank' }),
      row('t2', '26:00', '2026-03-01', 'r1'),
      row('r1', '28:00', '2026-01-01'),
      row('t1', '27:00', '2026-02-01', 'r1'),
    ]);
    expect(chains.map((c) => c.root.id)).toEqual(['r2', 'r1']);
    expect(chains[1]!.retests.map((r) => r.id)).toEqual(['t1', 't2']);
    expect(chains[1]!.latest.id).toBe('t2');
  });
});

describe('Progress screen', () => {
  it('shows the empty text', async () => {
    mockApi({ 'clientApp.fitnessTests.page': () => onePage([]) });
    renderApp('/app/tests');
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it("lists root tests with 'Started', the original, 'Retest n' in date order and a trend line", async () => {
    mockApi({
      'clientApp.fitnessTests.page': () =>
        onePage([
          row('r1', '28:30', '2026-01-05', null, { notes: 'Flat route' }),
          row('t2', '26:58', '2026-02-20', 'r1'),
          row('t1', '27:45', '2026-01-26', 'r1', { notes: 'Windy' }),
          row('p1', '32', '2026-02-01', null, { testName: 'Push-ups', unit: 'reps' }),
        ]),
    });
    renderApp('/app/tests');
    const card = await screen.findByRole('article', { name: '5k run' });
    expect(within(card).getByText(T.started('Jan 5, 2026'))).toBeInTheDocument();
    const list = within(card).getByRole('list');
    expect(within(list).getByText('28:30 min')).toBeInTheDocument();
    expect(within(list).getByText('Flat route')).toBeInTheDocument();
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain(T.original);
    expect(items[1]).toContain(T.retest(1));
    expect(items[1]).toContain('27:45 min');
    expect(items[1]).toContain('Windy');
    expect(items[2]).toContain(T.retest(2));
    expect(items[2]).toContain('26:58 min');
    // The chart's points for screen readers: result and date, oldest first.
    expect(within(card).getByRole('img', { name: '5k run results over time: 28:30 min on Jan 5, 2026, 27:45 min on Jan 26, 2026, 26:58 min on Feb 20, 2026' })).toBeInTheDocument();
    // Its value axis reads in the test's unit, as clock times, and the latest value is written out.
    const chart = within(card).getByTestId('line-chart');
    expect(chart.querySelector('[data-axis="unit"]')?.textContent).toBe('min');
    const yLabels = [...chart.querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);
    expect(yLabels.length).toBeGreaterThanOrEqual(3);
    for (const label of yLabels) expect(label).toMatch(/^\d+:\d\d$/);
    expect(chart.querySelectorAll('[data-axis="x"] text').length).toBeGreaterThanOrEqual(2);
    expect(chart.querySelector('[data-value="last"]')?.textContent).toBe('26:58');
    // One result is no trend yet.
    const pushUps = screen.getByRole('article', { name: 'Push-ups' });
    expect(within(pushUps).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Retest/ })).not.toBeInTheDocument();
  });

  it("logs a test: required fields checked with the SPEC's toast, then 'Test logged'", async () => {
    const calls: TrpcCall[] = [];
    let tests: Row[] = [];
    mockApi(
      {
        'clientApp.fitnessTests.page': () => onePage(tests),
        'clientApp.fitnessTests.create': (input) => {
          const i = input as Row;
          const created = row('n1', i.result, '2026-03-01', null, { testName: i.testName, unit: i.unit });
          tests = [created];
          return created;
        },
      },
      calls,
    );
    const { user } = renderApp('/app/tests');
    await user.click(await screen.findByRole('button', { name: T.logPerformance }));
    const dialog = await screen.findByRole('dialog', { name: T.logPerformance });
    await user.type(within(dialog).getByRole('textbox', { name: /Test Name/ }), 'Plank hold');
    await user.click(within(dialog).getByRole('button', { name: T.saveTest }));
    expect(await screen.findByText(T.requiredMissing)).toBeInTheDocument();
    expect(screen.getByText(T.requiredMissingTest)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'clientApp.fitnessTests.create')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Result/ }), '95');
    await user.type(within(dialog).getByRole('textbox', { name: T.unit }), 'sec');
    await user.click(within(dialog).getByRole('button', { name: T.saveTest }));
    expect(await screen.findByText(T.testLogged)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'clientApp.fitnessTests.create')?.input).toMatchObject({ testName: 'Plank hold', result: '95', unit: 'sec' });
    expect(await screen.findByRole('article', { name: 'Plank hold' })).toBeInTheDocument();
  });

  it('a double tap on Save logs the test once', async () => {
    const calls: TrpcCall[] = [];
    let tests: Row[] = [];
    mockApi(
      {
        'clientApp.fitnessTests.page': () => onePage(tests),
        'clientApp.fitnessTests.create': (input) => {
          const i = input as Row;
          const created = row(`n${tests.length + 1}`, i.result, '2026-03-01', null, { testName: i.testName, unit: i.unit });
          tests = [...tests, created];
          return created;
        },
      },
      calls,
    );
    const { user } = renderApp('/app/tests');
    await user.click(await screen.findByRole('button', { name: T.logPerformance }));
    const dialog = await screen.findByRole('dialog', { name: T.logPerformance });
    await user.type(within(dialog).getByRole('textbox', { name: /Test Name/ }), 'Plank hold');
    await user.type(within(dialog).getByRole('textbox', { name: /^Result/ }), '95');
    await user.dblClick(within(dialog).getByRole('button', { name: T.saveTest }));
    expect(await screen.findByText(T.testLogged)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Plank hold' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'clientApp.fitnessTests.create')).toHaveLength(1);
    expect(screen.getAllByRole('article', { name: 'Plank hold' })).toHaveLength(1);
  });

  it("retests against the latest result of the chain and shows 'Retest completed'; a failure shows the server message", async () => {
    const calls: TrpcCall[] = [];
    let fail = true;
    mockApi(
      {
        'clientApp.fitnessTests.page': () => onePage([row('r1', '28:30', '2026-01-05'), row('t1', '27:45', '2026-01-26', 'r1')]),
        'clientApp.fitnessTests.create': (input) => (fail ? new TrpcMockError('NOT_FOUND', 'Fitness test not found') : row('t2', (input as Row).result, '2026-03-01', 'r1')),
      },
      calls,
    );
    const { user } = renderApp('/app/tests');
    const card = await screen.findByRole('article', { name: '5k run' });
    await user.click(within(card).getByRole('button', { name: T.updatePerformance }));
    const dialog = await screen.findByRole('dialog', { name: T.retestTitle('5k run') });
    expect(within(dialog).getByTestId('previous-result')).toHaveTextContent('27:45 min');

    await user.click(within(dialog).getByRole('button', { name: T.saveRetest }));
    expect(await screen.findByText(T.requiredMissingRetest)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /New result/ }), '26:40');
    await user.click(within(dialog).getByRole('button', { name: T.saveRetest }));
    expect(await screen.findByText('Fitness test not found')).toBeInTheDocument();
    fail = false;
    // The form keeps what was typed after a failure.
    expect(within(dialog).getByRole('textbox', { name: /New result/ })).toHaveValue('26:40');
    await user.click(await within(dialog).findByRole('button', { name: T.saveRetest }));
    expect(await screen.findByText(T.retestCompleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'clientApp.fitnessTests.create').at(-1)?.input).toMatchObject({ previousTestId: 'r1', result: '26:40', testName: '5k run' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("deletes a root test after confirmation with 'Test deleted'", async () => {
    const calls: TrpcCall[] = [];
    let tests = [row('r1', '28:30', '2026-01-05')];
    mockApi(
      {
        'clientApp.fitnessTests.page': () => onePage(tests),
        'clientApp.fitnessTests.delete': () => {
          tests = [];
          return { ok: true };
        },
      },
      calls,
    );
    const { user } = renderApp('/app/tests');
    await user.click(await screen.findByRole('button', { name: T.deleteTest('5k run') }));
    const confirm = await screen.findByRole('alertdialog', { name: T.deleteConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(T.testDeleted)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'clientApp.fitnessTests.delete')?.input).toEqual({ id: 'r1' });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('reads every page before showing the tests: a chain that continues on the next page is whole', async () => {
    const calls: TrpcCall[] = [];
    mockApi(
      {
        'clientApp.fitnessTests.page': (input) =>
          input?.cursor === 'page-2'
            ? { items: [row('t2', '26:58', '2026-02-20', 'r1')], nextCursor: null }
            : { items: [row('r1', '28:30', '2026-01-05'), row('t1', '27:45', '2026-01-26', 'r1')], nextCursor: 'page-2' },
      },
      calls,
    );
    renderApp('/app/tests');
    const card = await screen.findByRole('article', { name: '5k run' });
    expect(within(card).getByText('26:58 min')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(calls.filter((c) => c.path === 'clientApp.fitnessTests.page').map((c) => (c.input as { cursor?: string | null } | undefined)?.cursor ?? null)).toEqual([null, 'page-2']);
  });
});
