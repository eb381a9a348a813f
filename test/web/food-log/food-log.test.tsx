// The food log screen and its add-meal dialog (docs/product.md §2 "Food log", §5, §8), against msw mocks of
// the tRPC procedures and of the photo PUT route.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, mondayOf } from '#shared/food';
import { formatDayLabel } from '#web/features/food-log/lib/week.ts';
import { T } from '#web/features/food-log/texts.ts';
import { clientUser, unsavedBranding } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';

const monday = mondayOf(new Date());
const mondayLabel = formatDayLabel(monday);

let created = 0;
beforeEach(() => {
  window.localStorage.setItem('client_token', 'client-token');
  created = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++created}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function mockApi(extra: TrpcResolvers = {}, calls: TrpcCall[] = []) {
  let ticket = 0;
  server.use(
    ...trpcHandler(
      {
        'auth.me': () => clientUser,
        'clientApp.branding.get': () => unsavedBranding,
        'food.list': () => [],
        'food.requestUpload': () => {
          ticket += 1;
          return { uploadURL: `/api/objects/upload/key${ticket}?exp=1&sig=s`, objectPath: `/objects/key${ticket}` };
        },
        'food.create': (input) => ({ id: `e${Math.random()}`, description: 'x', imageUrl: null, loggedAt: new Date(input.loggedAt) }),
        ...extra,
      },
      calls,
    ),
  );
}

/** A file whose first bytes are those of its image type (the dialog checks them, issue 12). */
const MAGIC: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};
const photo = (name: string, bytes = 1000, type = 'image/jpeg') => {
  const data = new Uint8Array(bytes);
  data.set((MAGIC[type] ?? []).slice(0, bytes));
  return new File([data], name, { type });
};

async function openDialogForMonday() {
  const view = renderApp('/app/food');
  const mondayCard = await screen.findByRole('region', { name: mondayLabel });
  await view.user.click(within(mondayCard).getByRole('button', { name: new RegExp(T.addMeal) }));
  const dialog = await screen.findByRole('dialog', { name: T.dialogTitle(mondayLabel) });
  return { ...view, dialog };
}

describe('food log week', () => {
  it('shows seven day cards from Monday with Today and the empty text, and moves by week', async () => {
    mockApi();
    const { user } = renderApp('/app/food');
    await screen.findByRole('region', { name: mondayLabel });
    const regions = screen.getAllByRole('region');
    const dayRegions = regions.filter((r) => /day,/.test(r.getAttribute('aria-label') ?? ''));
    expect(dayRegions.map((r) => r.getAttribute('aria-label'))).toEqual(Array.from({ length: 7 }, (_, i) => formatDayLabel(addDays(monday, i))));
    expect(screen.getAllByText(T.emptyDay)).toHaveLength(7);
    const todayLabel = formatDayLabel(new Date());
    for (const r of dayRegions) expect(within(r).queryByText(T.today) !== null).toBe(r.getAttribute('aria-label') === todayLabel);
    expect(screen.getByRole('button', { name: T.thisWeek })).toBeDisabled();

    // Issue 12 / docs/product.md §9: the latest 8 weeks only, nothing after this week; no meals on later days.
    expect(screen.getByRole('button', { name: T.nextWeek })).toBeDisabled();
    for (const r of dayRegions) {
      const later = addDays(monday, dayRegions.indexOf(r)).getTime() > new Date().getTime();
      expect(within(r).queryByRole('button', { name: new RegExp(T.addMeal) }) === null).toBe(later);
    }
    for (let week = 1; week <= 7; week++) {
      await user.click(screen.getByRole('button', { name: T.previousWeek }));
      expect(await screen.findByRole('region', { name: formatDayLabel(addDays(monday, -7 * week)) })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: T.previousWeek })).toBeDisabled();
    expect(document.querySelector('[data-today]')).toBeNull();
    await user.click(screen.getByRole('button', { name: T.nextWeek }));
    expect(await screen.findByRole('region', { name: formatDayLabel(addDays(monday, -42)) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.thisWeek }));
    expect(await screen.findByRole('region', { name: mondayLabel })).toBeInTheDocument();
  });

  it('hides placeholder descriptions, enlarges a photo in Food Photo, and deletes an entry', async () => {
    const calls: TrpcCall[] = [];
    const noon = new Date(monday.getTime() + 12 * 3_600_000);
    let entries = [
      { id: 'e1', description: 'Food photo', imageUrl: '/api/objects/read/k1?exp=1&sig=a', loggedAt: noon },
      { id: 'e2', description: 'Greek yoghurt', imageUrl: null, loggedAt: noon },
    ];
    mockApi(
      {
        'food.list': () => entries,
        'food.delete': (input) => {
          entries = entries.filter((e) => e.id !== input.id);
          return { ok: true };
        },
      },
      calls,
    );
    const { user } = renderApp('/app/food');
    const card = await screen.findByRole('region', { name: mondayLabel });
    expect(await within(card).findByText('Greek yoghurt')).toBeInTheDocument();
    expect(within(card).queryByText('Food photo')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: new RegExp(T.enlargePhoto) }));
    const photoDialog = await screen.findByRole('dialog', { name: T.foodPhoto });
    expect(within(photoDialog).getByRole('img')).toHaveAttribute('src', '/api/objects/read/k1?exp=1&sig=a');
    await user.click(within(photoDialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.foodPhoto })).not.toBeInTheDocument());

    await user.click(within(card).getAllByRole('button', { name: T.deleteEntry })[1]!);
    await user.click(within(await screen.findByRole('alertdialog', { name: T.deleteTitle })).getByRole('button', { name: T.deleteConfirm }));
    expect(await screen.findByText(T.entryDeleted)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'food.delete')?.input).toEqual({ id: 'e2' });
    await waitFor(() => expect(within(card).queryByText('Greek yoghurt')).not.toBeInTheDocument());
  });

  it('asks before deleting a meal, says its photo goes too, and keeps it on Keep it (issue 31)', async () => {
    const calls: TrpcCall[] = [];
    const noon = new Date(monday.getTime() + 12 * 3_600_000);
    let entries = [{ id: 'e1', description: 'Pasta', imageUrl: '/api/objects/read/k1?exp=1&sig=a', loggedAt: noon }];
    mockApi(
      {
        'food.list': () => entries,
        'food.delete': (input) => {
          entries = entries.filter((e) => e.id !== input.id);
          return { ok: true };
        },
      },
      calls,
    );
    const { user } = renderApp('/app/food');
    const card = await screen.findByRole('region', { name: mondayLabel });
    expect(await within(card).findByText('Pasta')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: T.deleteEntry }));
    const ask = await screen.findByRole('alertdialog', { name: T.deleteTitle });
    expect(ask).toHaveTextContent('The meal and its photo will be deleted. This cannot be undone.');
    await user.click(within(ask).getByRole('button', { name: T.deleteCancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.path === 'food.delete')).toBe(false);
    expect(within(card).getByText('Pasta')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: T.deleteEntry }));
    await user.click(within(await screen.findByRole('alertdialog', { name: T.deleteTitle })).getByRole('button', { name: T.deleteConfirm }));
    expect(await screen.findByText(T.entryDeleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'food.delete').map((c) => c.input)).toEqual([{ id: 'e1' }]);
  });
});

describe('double tap', () => {
  it("a double tap on delete removes the entry once and says 'Entry deleted', not 'Failed to delete entry'", async () => {
    const calls: TrpcCall[] = [];
    const noon = new Date(monday.getTime() + 12 * 3_600_000);
    let entries = [{ id: 'e2', description: 'Greek yoghurt', imageUrl: null, loggedAt: noon }];
    mockApi(
      {
        'food.list': () => entries,
        'food.delete': (input) => {
          const { id } = input;
          if (!entries.some((e) => e.id === id)) return new TrpcMockError('NOT_FOUND', 'Food entry not found');
          entries = entries.filter((e) => e.id !== id);
          return { ok: true };
        },
      },
      calls,
    );
    const { user } = renderApp('/app/food');
    const card = await screen.findByRole('region', { name: mondayLabel });
    expect(await within(card).findByText('Greek yoghurt')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: T.deleteEntry }));
    await user.dblClick(within(await screen.findByRole('alertdialog', { name: T.deleteTitle })).getByRole('button', { name: T.deleteConfirm }));
    expect(await screen.findByText(T.entryDeleted)).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('Greek yoghurt')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === 'food.delete')).toHaveLength(1);
    expect(screen.queryByText(T.deleteFailed)).toBeNull();
  });
});

describe('connection lost', () => {
  it("a delete that cannot reach the server says 'Failed to delete entry' and the week stays on screen", async () => {
    const noon = new Date(monday.getTime() + 12 * 3_600_000);
    mockApi({ 'food.list': () => [{ id: 'e2', description: 'Greek yoghurt', imageUrl: null, loggedAt: noon }] });
    const { user } = renderApp('/app/food');
    const card = await screen.findByRole('region', { name: mondayLabel });
    expect(await within(card).findByText('Greek yoghurt')).toBeInTheDocument();
    // Offline: the delete and the refresh after it both fail without an answer.
    server.use(http.all('*/trpc/*', () => HttpResponse.error()));
    await user.click(within(card).getByRole('button', { name: T.deleteEntry }));
    await user.click(within(await screen.findByRole('alertdialog', { name: T.deleteTitle })).getByRole('button', { name: T.deleteConfirm }));
    expect(await screen.findByText(T.deleteFailed)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(T.loadFailed)).toBeNull();
    expect(within(screen.getByRole('region', { name: mondayLabel })).getByText('Greek yoghurt')).toBeInTheDocument();
  });
});

describe('add-meal dialog', () => {
  it("is titled for the chosen day and refuses an empty meal with 'Please add something'", async () => {
    const calls: TrpcCall[] = [];
    mockApi({}, calls);
    const { user, dialog } = await openDialogForMonday();
    expect(within(dialog).getByPlaceholderText(T.describePlaceholder)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.saveMeal }));
    expect(await screen.findByText(T.nothingToSave)).toBeInTheDocument();
    expect(screen.getByText(T.nothingToSaveBody)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'food.create')).toBe(false);
  });

  it('logs a described meal without photo at 12:00 UTC of the chosen day', async () => {
    const calls: TrpcCall[] = [];
    mockApi({}, calls);
    const { user, dialog } = await openDialogForMonday();
    await user.type(within(dialog).getByPlaceholderText(T.describePlaceholder), 'Porridge with berries');
    await user.click(within(dialog).getByRole('button', { name: T.saveMeal }));
    expect(await screen.findByText(T.mealsLogged(1))).toBeInTheDocument();
    const create = calls.find((c) => c.path === 'food.create');
    expect(create?.input).toEqual({ description: 'Porridge with berries', loggedAt: new Date(monday.getTime() + 12 * 3_600_000) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("previews several photos, labels 'Add More Photos' / 'Save Meals', and removes a preview", async () => {
    mockApi();
    const { user, dialog } = await openDialogForMonday();
    expect(within(dialog).getByRole('button', { name: T.uploadPhotos })).toBeInTheDocument();
    await user.upload(screen.getByTestId('meal-photo-input'), [photo('a.jpg'), photo('b.png', 2000, 'image/png')]);
    // The files' first bytes are read before they are previewed.
    expect(await within(dialog).findAllByRole('img', { name: /Selected photo/ })).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: T.addMorePhotos })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.saveMeals })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: T.removePhoto(1) }));
    expect(within(dialog).getAllByRole('img', { name: /Selected photo/ })).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(within(dialog).getByRole('button', { name: T.saveMeal })).toBeInTheDocument();
  });

  it("rejects files over 5MB or not images with 'Invalid files' and keeps the valid ones", async () => {
    mockApi();
    const { dialog } = await openDialogForMonday();
    const input = screen.getByTestId('meal-photo-input');
    fireEvent.change(input, { target: { files: [photo('ok.webp', 500, 'image/webp'), photo('huge.jpg', 5_242_881), photo('notes.txt', 10, 'text/plain')] } });
    expect(await screen.findByText(T.invalidFiles)).toBeInTheDocument();
    expect(screen.getByText(T.invalidFilesNamed(['huge.jpg', 'notes.txt']))).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /Selected photo/ })).toHaveLength(1);
  });

  it('names and drops a text file named .jpg by its bytes, keeping the photos picked with it (issue 12)', async () => {
    mockApi();
    const { dialog, user } = await openDialogForMonday();
    const input = screen.getByTestId('meal-photo-input');
    await user.upload(input, [photo('a.jpg')]);
    expect(await within(dialog).findAllByRole('img', { name: /Selected photo/ })).toHaveLength(1);
    const fake = new File(['just some text, not a photo'], 'fake.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo('b.png', 2000, 'image/png'), fake] } });
    expect(await screen.findByText(T.invalidFilesNamed(['fake.jpg']))).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /Selected photo/ })).toHaveLength(2));
  });

  it("uploads each photo ('Uploading...'), then saves one entry per photo ('Saving...')", async () => {
    const calls: TrpcCall[] = [];
    const puts: { url: string; type: string | null; size: number }[] = [];
    let releaseUploads!: () => void;
    const uploadsHeld = new Promise<void>((r) => (releaseUploads = r));
    let releaseCreate!: () => void;
    const createHeld = new Promise<void>((r) => (releaseCreate = r));
    mockApi(
      {
        'food.create': async (input) => {
          await createHeld;
          return { id: `e${Math.random()}`, description: 'Lunch', imageUrl: null, loggedAt: new Date(input.loggedAt) };
        },
      },
      calls,
    );
    server.use(
      http.put('*/api/objects/upload/:key', async ({ request }) => {
        puts.push({ url: new URL(request.url).pathname, type: request.headers.get('content-type'), size: (await request.arrayBuffer()).byteLength });
        await uploadsHeld;
        return HttpResponse.json({ objectPath: 'ignored' });
      }),
    );
    const { user, dialog } = await openDialogForMonday();
    await user.type(within(dialog).getByPlaceholderText(T.describePlaceholder), 'Lunch');
    await user.upload(screen.getByTestId('meal-photo-input'), [photo('a.jpg', 1234), photo('b.png', 4321, 'image/png')]);
    await within(dialog).findAllByRole('img', { name: /Selected photo/ });
    await user.click(within(dialog).getByRole('button', { name: T.saveMeals }));

    expect(await within(dialog).findByRole('button', { name: T.uploading })).toBeDisabled();
    releaseUploads();
    expect(await within(dialog).findByRole('button', { name: T.saving })).toBeDisabled();
    releaseCreate();
    expect(await screen.findByText(T.mealsLogged(2))).toBeInTheDocument();

    expect(puts.map((p) => p.url).toSorted()).toEqual(['/api/objects/upload/key1', '/api/objects/upload/key2']);
    expect(puts.map((p) => `${p.type}:${p.size}`).toSorted()).toEqual(['image/jpeg:1234', 'image/png:4321']);
    const creates = calls.filter((c) => c.path === 'food.create').map((c) => c.input as { imageUrl: string; description: string; loggedAt: Date });
    expect(creates.map((c) => c.imageUrl).toSorted()).toEqual(['/objects/key1', '/objects/key2']);
    expect(creates.every((c) => c.description === 'Lunch' && c.loggedAt.toISOString() === new Date(monday.getTime() + 12 * 3_600_000).toISOString())).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("reports 'Upload failed' / 'Please try again', saves nothing and releases the previews", async () => {
    const calls: TrpcCall[] = [];
    mockApi({}, calls);
    server.use(http.put('*/api/objects/upload/:key', () => HttpResponse.json({ error: 'Please choose a JPEG, PNG or WebP image' }, { status: 415 })));
    const { user, dialog } = await openDialogForMonday();
    await user.upload(screen.getByTestId('meal-photo-input'), [photo('a.jpg')]);
    await within(dialog).findAllByRole('img', { name: /Selected photo/ });
    await user.click(within(dialog).getByRole('button', { name: T.saveMeal }));
    expect(await screen.findByText(T.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText(T.uploadFailedBody)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'food.create')).toBe(false);
    await waitFor(() => expect(within(dialog).queryAllByRole('img', { name: /Selected photo/ })).toHaveLength(0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(within(dialog).getByRole('button', { name: T.uploadPhotos })).toBeInTheDocument();
  });

  it('after a save that failed part-way, keeps only the unsaved photos so a retry logs each photo once', async () => {
    const calls: TrpcCall[] = [];
    let creates = 0;
    mockApi(
      {
        'food.create': (input) => {
          creates += 1;
          if (creates === 2) return new TrpcMockError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.');
          return { id: `e${creates}`, description: 'Lunch', imageUrl: null, loggedAt: new Date(input.loggedAt) };
        },
      },
      calls,
    );
    server.use(http.put('*/api/objects/upload/:key', () => HttpResponse.json({ objectPath: 'ignored' })));
    const { user, dialog } = await openDialogForMonday();
    await user.upload(screen.getByTestId('meal-photo-input'), [photo('a.jpg'), photo('b.jpg')]);
    await within(dialog).findAllByRole('img', { name: /Selected photo/ });
    await user.click(within(dialog).getByRole('button', { name: T.saveMeals }));
    expect(await screen.findByText(T.saveFailed)).toBeInTheDocument();
    // The first photo's entry was written: only the second stays, ready for a retry.
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /Selected photo/ })).toHaveLength(1));
    expect(within(dialog).getByRole('img', { name: /Selected photo/ })).toHaveAttribute('src', 'blob:preview-2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    await user.click(within(dialog).getByRole('button', { name: T.saveMeal }));
    expect(await screen.findByText(T.mealsLogged(1))).toBeInTheDocument();
    const written = calls.filter((c) => c.path === 'food.create').map((c) => (c.input as { imageUrl: string }).imageUrl);
    // key1 saved, key2 refused, then the retry uploads the second photo again as key3.
    expect(written).toEqual(['/objects/key1', '/objects/key2', '/objects/key3']);
  });

  it("says 'Failed to save meals' when the entry cannot be saved", async () => {
    mockApi({ 'food.create': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.') });
    const { user, dialog } = await openDialogForMonday();
    await user.type(within(dialog).getByPlaceholderText(T.describePlaceholder), 'Soup');
    await user.click(within(dialog).getByRole('button', { name: T.saveMeal }));
    expect(await screen.findByText(T.saveFailed)).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText(T.describePlaceholder)).toHaveValue('Soup');
  });
});
