/// <reference types="@testing-library/jest-dom/vitest" />
// Body metrics on the client's Progress tab and the coach's client detail (docs/body-metrics.md):
// values shown in the viewer's units (kg/lb, cm/in), the chart's axes and values, logging a value
// (checked before it is sent), and the cm/in switch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localToday } from '#shared/local-today';
import { zoneOrUtc } from '#shared/time-zone-name';
import { callsTo, client, mountCoach } from '../clients/support.ts';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

type Overview = TrpcOutput<'clientApp.bodyMetrics.overview'>;
type Metric = Overview['metrics'][number];
const LB = 0.45359237;

const builtIn = (metric: string, name: string, kind: Metric['kind'], unit: string, latest: Metric['latest'] = null, count = 0): Metric => ({
  metric,
  name,
  kind,
  unit,
  clientOnly: false,
  latest,
  count,
});
const overview = (lengthUnit: 'CM' | 'IN' = 'CM'): Overview => ({
  lengthUnit,
  metrics: [
    builtIn('weight', 'Weight', 'mass', 'kg', { date: '2026-03-09', value: 180 * LB }, 3),
    builtIn('bodyFat', 'Body fat', 'percent', '%'),
    builtIn('waist', 'Waist', 'length', 'cm', { date: '2026-03-08', value: 86.36 }, 2),
    builtIn('hips', 'Hips', 'length', 'cm'),
    { metric: 'steps1', name: 'Steps', kind: 'custom', unit: 'steps', clientOnly: false, latest: { date: '2026-03-09', value: 10432 }, count: 1 },
  ],
});
const SERIES: Record<string, TrpcOutput<'clientApp.bodyMetrics.series'>['items']> = {
  weight: [
    { date: '2026-02-23', value: 184 * LB },
    { date: '2026-03-02', value: 182 * LB },
    { date: '2026-03-09', value: 180 * LB },
  ],
  waist: [
    { date: '2026-03-01', value: 88.9 },
    { date: '2026-03-08', value: 86.36 },
  ],
  steps1: [{ date: '2026-03-09', value: 10432 }],
};

const series: TrpcResolvers['clientApp.bodyMetrics.series'] = (input) => ({ metric: input.metric, items: SERIES[input.metric] ?? [], nextCursor: null });
const lbUser = { ...clientUser, loadUnit: 'LB' as const };

function mount(resolvers: TrpcResolvers = {}, calls: TrpcCall[] = []) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => lbUser,
        'clientApp.branding.get': () => unsavedBranding,
        'clientApp.fitnessTests.page': () => ({ items: [], nextCursor: null }),
        'clientApp.progress.exercises': () => [],
        'clientApp.bodyMetrics.overview': () => overview(),
        'clientApp.bodyMetrics.series': series,
        ...resolvers,
      },
      calls,
    ),
  );
  renderApp('/app/tests');
  return calls;
}

const card = () => screen.findByRole('region', { name: 'Body metrics' }, { timeout: 8000 });
const chart = (c: HTMLElement) => within(c).getByTestId('line-chart');
const yLabels = (c: HTMLElement) => [...chart(c).querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);

beforeEach(() => window.localStorage.clear());

describe('body metrics on the Progress tab', () => {
  it('shows weight in the client’s lb and its chart with a value axis, dates and every value', async () => {
    mount();
    const c = await card();
    await within(c).findByTestId('line-chart');
    expect(within(c).getByRole('combobox', { name: 'Metric' })).toHaveValue('weight');
    expect(within(c).getByTestId('metric-latest')).toHaveTextContent('180 lb');
    expect(within(c).getByText('Mar 9, 2026 · 3 days')).toBeInTheDocument();
    expect(chart(c).querySelector('[data-axis="unit"]')?.textContent).toBe('lb');
    expect(yLabels(c)).toEqual(['180', '181', '182', '183', '184']);
    expect([...chart(c).querySelectorAll('[data-axis="x"] text')].map((t) => t.textContent)).toContain('Feb 23');
    expect(chart(c).querySelector('[data-value="last"]')?.textContent).toBe('180');
    expect(within(c).getByRole('img', { name: 'Weight over time: 184 lb on Feb 23, 2026, 182 lb on Mar 2, 2026, 180 lb on Mar 9, 2026' })).toBeInTheDocument();
  });

  it('switches to a length in cm, then to inches for every length with one tap', async () => {
    const calls = mount({ 'auth.setLengthUnit': (input) => input });
    const c = await card();
    await userEvent.selectOptions(await within(c).findByRole('combobox', { name: 'Metric' }), 'waist');
    await waitFor(() => expect(within(c).getByTestId('metric-latest')).toHaveTextContent('86.4 cm'));
    await within(c).findByRole('img', { name: 'Waist over time: 88.9 cm on Mar 1, 2026, 86.4 cm on Mar 8, 2026' });
    await userEvent.click(within(c).getByRole('button', { name: 'in' }));
    await waitFor(() => expect(within(c).getByTestId('metric-latest')).toHaveTextContent('34 in'));
    expect(within(c).getByRole('button', { name: 'in' })).toHaveAttribute('aria-pressed', 'true');
    expect(chart(c).querySelector('[data-axis="unit"]')?.textContent).toBe('in');
    expect(within(c).getByRole('img', { name: 'Waist over time: 35 in on Mar 1, 2026, 34 in on Mar 8, 2026' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((x) => x.path === 'auth.setLengthUnit')?.input).toEqual({ lengthUnit: 'IN' }));
  });

  it('logs a weight in lb for today: sent with its unit, shown at once in the latest value and the chart', async () => {
    const calls = mount({ 'clientApp.bodyMetrics.log': (input) => ({ metric: input.metric, date: input.date, value: input.value * LB }) });
    const c = await card();
    await within(c).findByTestId('line-chart');
    const form = await within(c).findByRole('form', { name: 'Log weight' });
    await userEvent.type(within(form).getByLabelText('Value (lb)'), '178.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const today = localToday(new Date(), zoneOrUtc(lbUser.timeZone)).toISOString().slice(0, 10);
    await waitFor(() => expect(calls.find((x) => x.path === 'clientApp.bodyMetrics.log')?.input).toEqual({ metric: 'weight', date: today, value: 178.5, unit: 'LB' }));
    await waitFor(() => expect(within(c).getByTestId('metric-latest')).toHaveTextContent('178.5 lb'));
    expect(await screen.findByText('Weight saved')).toBeInTheDocument();
  });

  it('keeps a value typed while the one before is still being saved', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = mount({
      'clientApp.bodyMetrics.log': async (input) => {
        await held;
        return { metric: input.metric, date: input.date, value: input.value * LB };
      },
    });
    const c = await card();
    const form = await within(c).findByRole('form', { name: 'Log weight' });
    const field = within(form).getByLabelText('Value (lb)');
    await userEvent.type(field, '178.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'clientApp.bodyMetrics.log')).toHaveLength(1));
    await userEvent.clear(field);
    await userEvent.type(field, '178');
    release();
    expect(await screen.findByText('Weight saved')).toBeInTheDocument();
    expect(field).toHaveValue('178');
  });

  it('explains a value out of range in the client’s unit and sends nothing', async () => {
    const calls = mount();
    const c = await card();
    const form = await within(c).findByRole('form', { name: 'Log weight' });
    await userEvent.type(within(form).getByLabelText('Value (lb)'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Weight must be between 44.1 and 881.8 lb (20 and 400 kg)')).toBeInTheDocument();
    expect(calls.some((x) => x.path === 'clientApp.bodyMetrics.log')).toBe(false);
    expect(within(c).getByTestId('metric-latest')).toHaveTextContent('180 lb');
  });

  it('a custom metric reads in its own unit', async () => {
    mount();
    const c = await card();
    await userEvent.selectOptions(await within(c).findByRole('combobox', { name: 'Metric' }), 'steps1');
    await waitFor(() => expect(within(c).getByTestId('metric-latest')).toHaveTextContent('10,432 steps'));
    expect(await within(c).findByText('Log another day to see a line.')).toBeInTheDocument();
    expect(within(c).getByLabelText('Value (steps)')).toBeInTheDocument();
  });
});

describe('body metrics on the coach’s client detail', () => {
  it('charts the client’s weight in the coach’s kg and adds a custom metric for all clients', async () => {
    const { calls } = mountCoach('/coach/clients/c-1', {
      'coach.clients.get': () => client('c-1', 'Alex', 'Rivera'),
      'coach.clients.assignments': () => [],
      'coach.clients.history': () => [],
      'coach.clients.accessToken': () => ({ token: null, accessUrl: null, createdAt: null, expiresAt: null }),
      'coach.clientNotes.list': () => [],
      'food.list': () => [],
      'coach.clients.timeZone': () => ({ timeZone: 'UTC' }),
      'coach.clientProgress.exercises': () => [],
      'coach.bodyMetrics.overview': () => overview(),
      'coach.bodyMetrics.series': (input) => ({ metric: input.metric, items: SERIES[input.metric] ?? [], nextCursor: null }),
      'coach.bodyMetrics.createDefinition': (input) => ({ id: 'rhr', name: input.name, unit: input.unit, clientId: input.clientId ?? null }),
      'coach.bodyMetrics.deleteDefinition': () => ({ ok: true }),
    });
    const c = await card();
    await within(c).findByTestId('line-chart');
    expect(within(c).getByTestId('metric-latest')).toHaveTextContent('81.6 kg');
    expect(callsTo(calls, 'coach.bodyMetrics.series')[0]!.input).toEqual({ id: 'c-1', metric: 'weight' });
    expect(within(c).queryByRole('form', { name: 'Log weight' })).not.toBeInTheDocument();
    const form = within(c).getByRole('form', { name: 'Custom metrics' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Resting heart rate');
    await userEvent.type(within(form).getByLabelText('Unit'), 'bpm');
    await userEvent.click(within(form).getByText('For all my clients'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add metric' }));
    await waitFor(() => expect(callsTo(calls, 'coach.bodyMetrics.createDefinition')[0]?.input).toEqual({ name: 'Resting heart rate', unit: 'bpm', clientId: null }));
    expect(await screen.findByText('Resting heart rate added')).toBeInTheDocument();

    // The client's custom metrics are listed with whom they are for, and can be removed after a confirmation.
    expect(within(await within(c).findByTestId('custom-metrics')).getByRole('listitem')).toHaveTextContent('Steps (steps) · all clients');
    await userEvent.click(within(c).getByRole('button', { name: 'Remove Steps' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Steps?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(calls, 'coach.bodyMetrics.deleteDefinition')[0]?.input).toEqual({ id: 'steps1' }));
    expect(await screen.findByText('Metric removed')).toBeInTheDocument();
  });
});
