/// <reference types="@testing-library/jest-dom/vitest" />
// Per-exercise progress on the client's Progress tab (docs/records.md): pick a logged exercise,
// the chart's axes and values in the viewer's unit for best set, estimated 1RM (Epley, stated)
// and volume, and the personal records.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

const LB = 0.45359237;
const point = (sessionId: string, date: string, bestLoadKg: number, bestReps: number, volumeKg: number, record = false) => ({
  sessionId,
  date: new Date(`${date}T09:00:00Z`),
  bestLoadKg,
  bestReps,
  e1rmKg: bestLoadKg * (1 + bestReps / 30),
  volumeKg,
  sets: 3,
  record,
});
const LIST = [
  { exerciseId: 'bench', name: 'Bench Press', sessions: 3, lastAt: new Date('2026-03-09T09:00:00Z'), records: 2 },
  { exerciseId: 'squat', name: 'Back Squat', sessions: 1, lastAt: new Date('2026-03-01T09:00:00Z'), records: 0 },
];
const BENCH: TrpcOutput<'clientApp.progress.exercise'> = {
  exerciseId: 'bench',
  name: 'Bench Press',
  points: [point('s1', '2026-02-23', 90, 5, 1350), point('s2', '2026-03-02', 100, 5, 1500), point('s3', '2026-03-09', 102.5, 5, 1537.5, true)],
  records: [
    { id: 'r1', kind: 'REPS', reps: 5, loadKg: 102.5, e1rmKg: 102.5 * (7 / 6), previousKg: 100, achievedAt: new Date('2026-03-09T09:00:00Z'), sessionId: 's3' },
    { id: 'r2', kind: 'E1RM', reps: 5, loadKg: 102.5, e1rmKg: 102.5 * (7 / 6), previousKg: 100 * (7 / 6), achievedAt: new Date('2026-03-09T09:00:00Z'), sessionId: 's3' },
  ],
};
const SQUAT = { exerciseId: 'squat', name: 'Back Squat', points: [point('q1', '2026-03-01', 140, 3, 1260)], records: [] };

beforeEach(() => window.localStorage.setItem('client_token', 'client-token'));

function mount(resolvers: TrpcResolvers, user = clientUser, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => user, 'clientApp.branding.get': () => unsavedBranding, 'clientApp.fitnessTests.page': () => ({ items: [], nextCursor: null }), ...resolvers }, calls));
  renderApp('/app/tests');
  return calls;
}

const card = () => screen.findByRole('region', { name: 'Exercise progress' }, { timeout: 8000 });
const chart = (c: HTMLElement) => within(c).getByTestId('line-chart');
const yLabels = (c: HTMLElement) => [...chart(c).querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);

describe('exercise progress on the Progress tab', () => {
  it('charts the latest exercise with axes and values, states Epley, lists records, and switches metric and exercise', async () => {
    const calls = mount({
      'clientApp.progress.exercises': () => LIST,
      'clientApp.progress.exercise': (input) => (input.exerciseId === 'squat' ? SQUAT : BENCH),
    });
    const c = await card();
    await within(c).findByTestId('line-chart');
    expect(within(c).getByRole('combobox', { name: 'Exercise' })).toHaveValue('bench');
    // Best set in kg: round ticks covering 90 to 102.5, the unit above the axis, dates below.
    expect(chart(c).querySelector('[data-axis="unit"]')?.textContent).toBe('kg');
    expect(yLabels(c)).toEqual(['90', '95', '100', '105']);
    expect([...chart(c).querySelectorAll('[data-axis="x"] text')].map((t) => t.textContent)).toContain('Feb 23');
    expect(chart(c).querySelector('[data-value="last"]')?.textContent).toBe('102.5');
    expect(within(c).getByRole('img', { name: 'Bench Press: Best set over time: 90 kg × 5 on Feb 23, 2026, 100 kg × 5 on Mar 2, 2026, 102.5 kg × 5 on Mar 9, 2026' })).toBeInTheDocument();
    // The record session is ringed.
    expect(chart(c).querySelectorAll('[data-mark="highlight"]')).toHaveLength(1);
    expect(within(c).getByText('Estimated 1RM (one-rep max) uses the Epley formula: load × (1 + reps ÷ 30).')).toBeInTheDocument();
    const records = within(c).getByTestId('record-list');
    expect(
      within(records)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PR102.5 kg × 5 heaviest for 5 reps · previous best 100 kg · Mar 9, 2026', 'PREst. 1RM 119.6 kg previous best 116.7 kg · Mar 9, 2026']);

    await userEvent.click(within(c).getByRole('button', { name: 'Est. 1RM' }));
    expect(within(c).getByRole('button', { name: 'Est. 1RM' })).toHaveAttribute('aria-pressed', 'true');
    expect(chart(c).querySelector('[data-value="last"]')?.textContent).toBe('119.6');
    await userEvent.click(within(c).getByRole('button', { name: 'Volume' }));
    expect(chart(c).querySelector('[data-value="last"]')?.textContent).toBe('1,538');
    expect(within(c).getByText('Volume is reps × load, added up over the done sets of a session.')).toBeInTheDocument();

    await userEvent.selectOptions(within(c).getByRole('combobox', { name: 'Exercise' }), 'squat');
    await waitFor(() => expect(within(c).getByRole('img', { name: /^Back Squat: Volume over time/ })).toBeInTheDocument());
    expect(within(c).getByText('Log this exercise in another session to see a line.')).toBeInTheDocument();
    expect(within(c).getByText('No personal records yet for this exercise.')).toBeInTheDocument();
    const asked = calls.filter((x) => x.path === 'clientApp.progress.exercise').map((x) => (x.input as { exerciseId: string }).exerciseId);
    expect(asked).toEqual(['bench', 'squat']);
  });

  it('converts to the viewer’s unit: a client who prefers lb reads pounds', async () => {
    mount({ 'clientApp.progress.exercises': () => LIST, 'clientApp.progress.exercise': () => BENCH }, { ...clientUser, loadUnit: 'LB' });
    const c = await card();
    await within(c).findByTestId('line-chart');
    expect(chart(c).querySelector('[data-axis="unit"]')?.textContent).toBe('lb');
    // 102.5 kg is 226.0 lb.
    expect(chart(c).querySelector('[data-value="last"]')?.textContent).toBe(String(Math.round((102.5 / LB) * 10) / 10));
    expect(within(within(c).getByTestId('record-list')).getAllByRole('listitem')[0]!.textContent).toContain('226 lb × 5');
  });

  it('says so when nothing is logged', async () => {
    mount({ 'clientApp.progress.exercises': () => [] });
    expect(await within(await card()).findByText('No lifts logged yet')).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    let fail = true;
    mount({ 'clientApp.progress.exercises': () => (fail ? new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') : LIST), 'clientApp.progress.exercise': () => BENCH });
    const c = await card();
    expect(await within(c).findByText('Failed to load exercise progress', undefined, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(c).getByRole('button', { name: 'Try again' }));
    expect(await within(c).findByTestId('line-chart')).toBeInTheDocument();
  });
});
