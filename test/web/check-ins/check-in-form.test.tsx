/// <reference types="@testing-library/jest-dom/vitest" />
// The client's check-in (docs/check-ins.md): every question type answered on /app/check-ins, the
// weight in the client's lb, what is sent; a required answer missing is explained and nothing is
// sent; the answers survive a reload (kept on the device); the photo note when photos are asked.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/check-ins/texts.ts';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

type List = TrpcOutput<'clientApp.checkIns.list'>;
const lbUser = { ...clientUser, loadUnit: 'LB' as const };

const due = (askPhotos = false): List => ({
  due: [
    {
      scheduleId: 'sched1',
      templateName: 'Weekly check-in',
      dueDate: '2026-03-09',
      state: 'DUE',
      askPhotos,
      questions: [
        { id: 'energy', type: 'SCALE_1_10', text: 'Energy?', required: true },
        { id: 'sleep', type: 'NUMBER', text: 'Hours of sleep', required: false },
        { id: 'win', type: 'SHORT_TEXT', text: 'Win of the week', required: false },
        { id: 'notes', type: 'LONG_TEXT', text: 'Anything else?', required: false },
        { id: 'plan', type: 'YES_NO', text: 'Followed the plan?', required: false },
        { id: 'mood', type: 'SINGLE_CHOICE', text: 'Mood', required: false, options: ['Good', 'Tired'] },
      ],
      metrics: [{ metric: 'weight', name: 'Weight', kind: 'mass', unit: 'kg' }],
    },
  ],
  recent: [],
});

function mount(resolvers: TrpcResolvers = {}, calls: TrpcCall[] = [], list: List = due()) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => lbUser,
        'clientApp.branding.get': () => unsavedBranding,
        'clientApp.checkIns.list': () => list,
        'clientApp.checkIns.reminders': () => ({ enabled: true }),
        ...resolvers,
      },
      calls,
    ),
  );
  return { ...renderApp('/app/check-ins'), calls };
}

const form = () => screen.findByTestId('check-in-form', {}, { timeout: 8000 });

beforeEach(() => window.localStorage.clear());

describe('filling in a check-in', () => {
  it('answers every question type and the weight in lb, and sends them', async () => {
    const { calls } = mount({
      'clientApp.checkIns.submit': (input) => ({
        id: 'sent1',
        templateName: 'Weekly check-in',
        dueDate: input.dueDate,
        submittedAt: new Date(),
        reviewedAt: null,
        coachReply: null,
        coachRepliedAt: null,
        askPhotos: false,
        questions: [],
        metrics: [],
      }),
    });
    const f = await form();
    const user = userEvent.setup();
    await user.click(within(f).getByRole('radio', { name: '7 of 10' }));
    await user.type(within(f).getByLabelText('Hours of sleep'), '7.5');
    await user.type(within(f).getByLabelText('Win of the week'), 'New squat record');
    await user.type(within(f).getByLabelText('Anything else?'), 'Slept badly Tuesday');
    await user.click(within(within(f).getByTestId('question-plan')).getByRole('radio', { name: 'Yes' }));
    await user.click(within(f).getByRole('radio', { name: 'Tired' }));
    await user.type(within(f).getByLabelText('Weight (lb)'), '180');
    await user.click(within(f).getByRole('button', { name: 'Send check-in' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'clientApp.checkIns.submit')?.input).toEqual({
        scheduleId: 'sched1',
        dueDate: '2026-03-09',
        answers: [
          { questionId: 'energy', value: 7 },
          { questionId: 'sleep', value: 7.5 },
          { questionId: 'win', value: 'New squat record' },
          { questionId: 'notes', value: 'Slept badly Tuesday' },
          { questionId: 'plan', value: true },
          { questionId: 'mood', value: 'Tired' },
        ],
        metrics: [{ metric: 'weight', value: 180, unit: 'LB' }],
      }),
    );
    expect(await screen.findByText('Check-in sent')).toBeInTheDocument();
  });

  it('explains a missing required answer and a weight out of range, and sends nothing', async () => {
    const { calls } = mount();
    const f = await form();
    const user = userEvent.setup();
    await user.type(within(f).getByLabelText('Weight (lb)'), '20');
    await user.click(within(f).getByRole('button', { name: 'Send check-in' }));
    expect(await within(f).findByText('“Energy?” needs an answer')).toBeInTheDocument();
    expect(within(f).getByText('Weight must be between 44.1 and 881.8 lb (20 and 400 kg)')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'clientApp.checkIns.submit')).toBe(false);
  });

  it('asks a circumference in the client’s inches when they measure in inches', async () => {
    const withWaist = due();
    withWaist.due[0]!.metrics = [{ metric: 'waist', name: 'Waist', kind: 'length', unit: 'cm' }];
    const { calls } = mount(
      {
        'clientApp.bodyMetrics.overview': () => ({ lengthUnit: 'IN', metrics: [] }),
        'clientApp.checkIns.submit': () => undefined as never,
      },
      [],
      withWaist,
    );
    const f = await form();
    const user = userEvent.setup();
    await user.click(within(f).getByRole('radio', { name: '6 of 10' }));
    await user.type(await within(f).findByLabelText('Waist (in)'), '32');
    await user.click(within(f).getByRole('button', { name: 'Send check-in' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'clientApp.checkIns.submit')?.input).toMatchObject({ metrics: [{ metric: 'waist', value: 32, unit: 'IN' }] }));
  });

  it('keeps the answers across a reload until sent', async () => {
    mount();
    const user = userEvent.setup();
    let f = await form();
    await user.click(within(f).getByRole('radio', { name: '4 of 10' }));
    await user.type(within(f).getByLabelText('Win of the week'), 'Walked daily');
    cleanup();
    mount();
    f = await form();
    expect(within(f).getByRole('radio', { name: '4 of 10' })).toHaveAttribute('aria-checked', 'true');
    expect(within(f).getByLabelText('Win of the week')).toHaveValue('Walked daily');
  });

  it('turns the e-mail reminder off', async () => {
    const { calls } = mount({ 'clientApp.checkIns.setReminders': (input) => input });
    const toggle = await screen.findByTestId('check-in-reminders', {}, { timeout: 8000 });
    await userEvent.click(within(toggle).getByText('E-mail me when a check-in is due'));
    await waitFor(() => expect(calls.find((c) => c.path === 'clientApp.checkIns.setReminders')?.input).toEqual({ enabled: false }));
  });

  it('adds progress photos for the check-in’s day when it asks for them', async () => {
    server.use(http.put('*/api/objects/upload/:key', () => HttpResponse.json({ objectPath: 'ignored' })));
    const calls: TrpcCall[] = [];
    mount(
      {
        'clientApp.progressPhotos.requestUpload': () => ({ uploadURL: '/api/objects/upload/pp_key1?exp=1&sig=s', objectPath: '/objects/pp_key1' }),
        'clientApp.progressPhotos.create': (input) => ({ id: 'p1', takenOn: input.takenOn, pose: input.pose ?? 'UNTAGGED', imageUrl: null, createdAt: new Date() }),
      },
      calls,
      due(true),
    );
    const f = await form();
    const step = within(f).getByTestId('check-in-photos');
    expect(within(step).getByRole('button', { name: T.addPhoto })).toBeDisabled();
    const data = new Uint8Array(800);
    data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await userEvent.upload(within(step).getByTestId('progress-photo-input'), new File([data], 'front.png', { type: 'image/png' }));
    await waitFor(() => expect(within(step).getByRole('button', { name: T.addPhoto })).toBeEnabled());
    await userEvent.click(within(step).getByRole('button', { name: T.addPhoto }));
    expect(await within(step).findByText(T.photosAdded(1))).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'clientApp.progressPhotos.create').map((c) => c.input)).toEqual([{ objectPath: '/objects/pp_key1', takenOn: '2026-03-09', pose: 'FRONT' }]);
    // Adding a photo sends no check-in.
    expect(calls.filter((c) => c.path === 'clientApp.checkIns.submit')).toEqual([]);
  });
});
