/// <reference types="@testing-library/jest-dom/vitest" />
// Progress photos on the client's Progress tab and the coach's client detail
// (docs/progress-photos.md): the picker (checks, pose, upload and save), the comparison of one
// pose on two days (side by side and slider), an imported photo without bytes, deleting with
// confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/progress-photos/texts.ts';
import { callsTo, client, mountCoach } from '../clients/support.ts';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

type Photo = TrpcOutput<'clientApp.progressPhotos.list'>['items'][number];
const photo = (id: string, takenOn: string, pose: Photo['pose'], imageUrl: string | null = `/api/objects/read/pp_${id}?exp=1&sig=s`): Photo => ({
  id,
  takenOn,
  pose,
  imageUrl,
  createdAt: new Date(`${takenOn}T08:00:00Z`),
});
// Newest first, as the server answers.
const PHOTOS = [photo('p4', '2026-03-09', 'FRONT'), photo('p3', '2026-03-09', 'SIDE'), photo('p2', '2026-03-02', 'FRONT'), photo('p1', '2026-02-23', 'FRONT', null)];

const png = (name = 'me.png') => {
  const data = new Uint8Array(800);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type: 'image/png' });
};

function mount(resolvers: TrpcResolvers = {}, calls: TrpcCall[] = []) {
  window.localStorage.setItem('client_token', 'client-token');
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => clientUser,
        'clientApp.branding.get': () => unsavedBranding,
        'clientApp.fitnessTests.page': () => ({ items: [], nextCursor: null }),
        'clientApp.progress.exercises': () => [],
        'clientApp.bodyMetrics.overview': () => ({ lengthUnit: 'CM', metrics: [] }),
        'clientApp.bodyMetrics.series': (input) => ({ metric: input.metric, items: [], nextCursor: null }),
        'clientApp.progressPhotos.list': () => ({ items: PHOTOS, nextCursor: null }),
        ...resolvers,
      },
      calls,
    ),
  );
  renderApp('/app/tests');
  return calls;
}

const section = () => screen.findByRole('region', { name: T.title }, { timeout: 8000 });

beforeEach(() => window.localStorage.clear());

describe('comparing progress photos', () => {
  it('shows the oldest and newest front photo side by side, and an imported photo says it has no image', async () => {
    mount();
    const s = await section();
    const pair = await within(s).findByTestId('progress-photo-pair');
    expect(pair).toHaveAttribute('data-mode', 'side');
    expect(within(s).getByTestId('compare-pose')).toHaveValue('FRONT');
    expect(within(s).getByRole('combobox', { name: T.before })).toHaveValue('2026-02-23');
    expect(within(s).getByRole('combobox', { name: T.after })).toHaveValue('2026-03-09');
    // The oldest was imported without its bytes.
    expect(within(pair).getByText(T.notIncluded)).toBeInTheDocument();
    expect(within(pair).getByRole('img')).toHaveAttribute('src', '/api/objects/read/pp_p4?exp=1&sig=s');

    await userEvent.selectOptions(within(s).getByRole('combobox', { name: T.before }), '2026-03-02');
    const imgs = within(within(s).getByTestId('progress-photo-pair')).getAllByRole('img');
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/api/objects/read/pp_p2?exp=1&sig=s', '/api/objects/read/pp_p4?exp=1&sig=s']);

    await userEvent.click(within(s).getByRole('button', { name: T.slider }));
    const slider = within(s).getByTestId('progress-photo-pair');
    expect(slider).toHaveAttribute('data-mode', 'slider');
    expect(within(slider).getByRole('slider', { name: T.sliderLabel })).toHaveValue('50');
  });

  it('asks for two days of a pose before comparing', async () => {
    mount();
    const s = await section();
    await userEvent.selectOptions(await within(s).findByTestId('compare-pose'), 'SIDE');
    expect(within(s).getByText(T.compareNeedsTwo)).toBeInTheDocument();
    expect(within(s).queryByTestId('progress-photo-pair')).not.toBeInTheDocument();
  });

  it('shows an empty state without photos', async () => {
    mount({ 'clientApp.progressPhotos.list': () => ({ items: [], nextCursor: null }) });
    const s = await section();
    expect(await within(s).findByText(T.empty)).toBeInTheDocument();
  });
});

describe('adding and deleting', () => {
  it('refuses a file that is not a photo, then uploads a photo with its pose and day', async () => {
    const puts: string[] = [];
    server.use(
      http.put('*/api/objects/upload/:key', ({ request }) => {
        puts.push(new URL(request.url).pathname);
        return HttpResponse.json({ objectPath: 'ignored' });
      }),
    );
    const calls = mount({
      'clientApp.progressPhotos.requestUpload': () => ({ uploadURL: '/api/objects/upload/pp_key1?exp=1&sig=s', objectPath: '/objects/pp_key1' }),
      'clientApp.progressPhotos.create': (input) => photo('p9', input.takenOn, input.pose ?? 'UNTAGGED'),
    });
    const s = await section();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await within(s).findByRole('button', { name: T.add }));
    expect(await within(s).findByText(T.needPhoto)).toBeInTheDocument();

    await user.upload(within(s).getByTestId('progress-photo-input'), new File(['not an image'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await within(s).findByText(T.badPhoto)).toBeInTheDocument();

    await user.upload(within(s).getByTestId('progress-photo-input'), png());
    await waitFor(() => expect(within(s).queryByText(T.badPhoto)).not.toBeInTheDocument());
    await user.selectOptions(within(s).getByTestId('progress-photo-pose'), 'SIDE');
    const date = within(s).getByTestId('progress-photo-date');
    await user.clear(date);
    await user.type(date, '2026-03-05');
    await user.click(within(s).getByRole('button', { name: T.add }));
    await waitFor(() => expect(callsTo(calls, 'clientApp.progressPhotos.create')).toHaveLength(1));
    expect(callsTo(calls, 'clientApp.progressPhotos.create')[0]!.input).toEqual({ objectPath: '/objects/pp_key1', takenOn: '2026-03-05', pose: 'SIDE' });
    expect(puts).toEqual(['/api/objects/upload/pp_key1']);
  });

  it('deletes a photo only after confirmation', async () => {
    const calls = mount({ 'clientApp.progressPhotos.delete': () => ({ ok: true as const }) });
    const s = await section();
    await userEvent.click(await within(s).findByRole('button', { name: T.deleteLabel('Side', '2026-03-09') }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteTitle });
    expect(callsTo(calls, 'clientApp.progressPhotos.delete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, 'clientApp.progressPhotos.delete')[0]?.input).toEqual({ id: 'p3' }));
  });
});

describe('the coach’s view', () => {
  it('lists the client’s photos and compares them, without adding or deleting', async () => {
    const { calls } = mountCoach('/coach/clients/c-1', {
      'coach.clients.get': () => client('c-1', 'Alex', 'Rivera'),
      'coach.clients.assignments': () => [],
      'coach.clients.history': () => [],
      'coach.clients.accessToken': () => ({ token: null, accessUrl: null, createdAt: null, expiresAt: null }),
      'coach.clientNotes.list': () => [],
      'food.list': () => [],
      'coach.clients.timeZone': () => ({ timeZone: 'UTC' }),
      'coach.clientProgress.exercises': () => [],
      'coach.bodyMetrics.overview': () => ({ lengthUnit: 'CM', metrics: [] }),
      'coach.bodyMetrics.series': (input) => ({ metric: input.metric, items: [], nextCursor: null }),
      'coach.bodyMetrics.definitions': () => [],
      'coach.progressPhotos.list': () => ({ items: PHOTOS, nextCursor: null }),
    });
    const s = await section();
    expect(await within(s).findByTestId('progress-photo-pair')).toBeInTheDocument();
    expect(within(s).queryByRole('button', { name: T.add })).not.toBeInTheDocument();
    expect(within(s).queryByRole('button', { name: /Delete the/ })).not.toBeInTheDocument();
    expect(callsTo(calls, 'coach.progressPhotos.list')[0]!.input).toMatchObject({ id: 'c-1', limit: 24 });
  });
});
