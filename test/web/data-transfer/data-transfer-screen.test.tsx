// The Data Transfer screen (docs/product.md §2, §8): export and import.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { M, T as DT } from '#web/features/data-transfer/texts.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcOutput, type TrpcResolvers } from '../support/trpc-msw.ts';

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => coachUser, 'coach.notifications.unreadCount': () => ({ count: 0 }), ...resolvers }, calls));
  return calls;
}

const kind = (inFile: number, existing: number, conflicts: string[] = []) => ({ inFile, existing, new: inFile - existing, conflicts });
const previewOf = () => ({
  exercises: kind(3, 2, ['Back Squat', 'Plank']),
  plans: kind(1, 1, ['Lower Body']),
  programs: kind(1, 0),
  clients: kind(2, 1, ['Alex Rivera <alex@example.com>']),
  clientRecords: 12,
  exportedBy: { firstName: 'Casey', lastName: 'Coach', exportedAt: '2026-03-01T10:00:00.000Z' },
});

type ExportFixture = TrpcOutput<'coach.dataTransfer.export'>;
const EXPORTED_BY: ExportFixture['exportedBy'] = {
  firstName: 'Casey',
  lastName: 'Coach',
  email: 'coach@example.com',
  exportedAt: '2026-03-01T10:00:00.000Z',
  formatVersion: 2,
  customCategories: [],
  branding: null,
  triageRule: null,
};
const exportedExercise = (id: string): ExportFixture['exercises'][number] => ({ id, name: `Exercise ${id}`, category: '', equipment: [], muscleGroups: [] });
const kindCounts = (exercises: number, plans: number, programs: number, clients: number) => ({ exercises, plans, programs, clients });

describe('Data Transfer', () => {
  it('asks for a file, refuses a file that is not JSON, and imports a valid one', async () => {
    const calls = mockApi({
      'coach.dataTransfer.import': () => ({ message: 'Import successful: 1 exercise, 0 plans, 0 programs and 0 clients imported.', counts: kindCounts(1, 0, 0, 0), skipped: kindCounts(0, 0, 0, 0) }),
    });
    const { user, container } = renderApp('/coach/data-transfer');
    const importButton = await screen.findByRole('button', { name: /Import Data/ });
    await user.click(importButton);
    expect(await screen.findByText(M.missingFile)).toBeInTheDocument();

    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['not json'], 'export.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByTestId('import-file-name')).toHaveTextContent('export.json'));
    // Said as soon as the file is picked, not only once Import is clicked.
    expect(await screen.findByText(M.invalidFile)).toBeInTheDocument();
    await user.click(importButton);
    expect(calls.some((c) => c.path === 'coach.dataTransfer.import' || c.path === 'coach.dataTransfer.preview')).toBe(false);

    const data = { exercises: [], plansWithExercises: [], programsWithPlans: [], clientsWithData: [], exportedBy: {} };
    await user.upload(input, new File([JSON.stringify(data)], 'good.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByTestId('import-file-name')).toHaveTextContent('good.json'));
    await user.click(importButton);
    expect(await screen.findByText(/Import successful/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'coach.dataTransfer.import')?.input).toEqual({
      data,
      options: { exercises: 'skipExisting', plans: 'skipExisting', programs: 'skipExisting', clients: 'skipExisting' },
    });
  });

  it('takes a valid file chosen after a refused one (no reload needed)', async () => {
    const calls = mockApi({
      'coach.dataTransfer.preview': () => previewOf(),
      'coach.dataTransfer.import': () => ({ message: 'Import successful: 0 exercises, 0 plans, 0 programs and 0 clients imported.', counts: kindCounts(0, 0, 0, 0), skipped: kindCounts(0, 0, 0, 0) }),
    });
    const { user, container } = renderApp('/coach/data-transfer');
    const importButton = await screen.findByRole('button', { name: /Import Data/ });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    // "All files" in the browser's dialog lets a .png through the accept filter.
    fireEvent.change(input, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText(DT.notJsonFile('photo.png'))).toBeInTheDocument();
    expect(screen.getByTestId('import-file-name')).toHaveTextContent(DT.noFile);
    const data = { exercises: [], plansWithExercises: [], programsWithPlans: [], clientsWithData: [], exportedBy: {} };
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(data)], 'valid.json', { type: 'application/json' })] } });
    await waitFor(() => expect(screen.getByTestId('import-file-name')).toHaveTextContent('valid.json'));
    await user.click(importButton);
    expect(await screen.findByText(/Import successful/)).toBeInTheDocument();
    expect(screen.queryByText(M.missingFile)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'coach.dataTransfer.import')).toHaveLength(1);
  });

  it('previews counts and conflicts per kind, and imports with the chosen "add as new" / "skip existing"', async () => {
    const calls = mockApi({
      'coach.dataTransfer.preview': () => previewOf(),
      'coach.dataTransfer.import': () => ({
        message: 'Import successful: 3 exercises, 0 plans, 0 programs and 1 client imported. Already in your account and skipped: 0 exercises, 1 plan, 0 programs and 1 client.',
        counts: kindCounts(3, 0, 0, 1),
        skipped: kindCounts(0, 1, 0, 1),
      }),
    });
    const { user, container } = renderApp('/coach/data-transfer');
    await screen.findByRole('button', { name: /Import Data/ });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    const data = { exercises: [], plansWithExercises: [], programsWithPlans: [], clientsWithData: [], exportedBy: {} };
    await user.upload(input, new File([JSON.stringify(data)], 'business.json', { type: 'application/json' }));
    const exercises = await screen.findByTestId('preview-exercises');
    expect(exercises).toHaveTextContent(DT.kindSummary(3, 1, 2));
    expect(exercises).toHaveTextContent('Back Squat, Plank');
    expect(screen.getByTestId('preview-clients')).toHaveTextContent('Alex Rivera <alex@example.com>');
    // No choice for a kind without matches.
    expect(within(screen.getByTestId('preview-programs')).queryByText(DT.addAsNew)).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === 'coach.dataTransfer.preview')?.input).toEqual({ data });
    await user.click(within(exercises).getByText(DT.addAsNew));
    await user.click(screen.getByRole('button', { name: /Import Data/ }));
    expect(await screen.findByText(/Already in your account and skipped/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'coach.dataTransfer.import')?.input).toEqual({
      data,
      options: { exercises: 'addAsNew', plans: 'skipExisting', programs: 'skipExisting', clients: 'skipExisting' },
    });
    // The chosen file and its preview are cleared once imported.
    await waitFor(() => expect(screen.getByTestId('import-file-name')).toHaveTextContent(DT.noFile));
    expect(screen.queryByTestId('import-preview')).not.toBeInTheDocument();
  });

  it("downloads the export as spotter-export-<today>.json and says 'Export successful!' with the counts", async () => {
    const data: ExportFixture = {
      exercises: [exportedExercise('e-1'), exportedExercise('e-2')],
      plansWithExercises: [{ id: 'p-1', name: 'Plan', exercises: [] }],
      programsWithPlans: [{ id: 'g-1', name: 'Program', plans: [] }],
      clientsWithData: [],
      exportedBy: EXPORTED_BY,
    };
    mockApi({ 'coach.dataTransfer.export': () => data });
    const blobs: Blob[] = [];
    const downloads: { href: string; download: string }[] = [];
    // jsdom has no object URLs and does not navigate on a link click; record both.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), `blob:export-${blobs.length}`), revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    try {
      const { user } = renderApp('/coach/data-transfer');
      await user.click(await screen.findByRole('button', { name: /Export Data/ }));
      expect(await screen.findByText(M.exportSuccess)).toBeInTheDocument();
      expect(screen.getByText('2 exercises, 1 plan and 1 program exported.')).toBeInTheDocument();
      expect(downloads).toEqual([{ href: 'blob:export-1', download: `spotter-export-${new Date().toISOString().slice(0, 10)}.json` }]);
      expect(blobs[0]!.type).toBe('application/json');
      expect(JSON.parse(await blobs[0]!.text())).toEqual(data);
    } finally {
      click.mockRestore();
      Object.assign(URL, original);
    }
  });

  it('gives keyboard focus back to Export Data once the export is done (the loading button drops it)', async () => {
    const data: ExportFixture = { exercises: [], plansWithExercises: [], programsWithPlans: [], clientsWithData: [], exportedBy: EXPORTED_BY };
    const gate: { open?: (value: typeof data) => void } = {};
    const answer = new Promise<typeof data>((resolve) => (gate.open = resolve));
    mockApi({ 'coach.dataTransfer.export': () => answer });
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = renderApp('/coach/data-transfer');
      const button = await screen.findByRole('button', { name: /Export Data/ });
      await user.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      // What a browser does to a focused button that becomes disabled.
      button.blur();
      gate.open?.(data);
      expect(await screen.findByText(M.exportSuccess)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: /Export Data/ })).toHaveFocus());
    } finally {
      click.mockRestore();
      Object.assign(URL, original);
    }
  });

  it("says 'Import failed' with the SPEC's text and the server's reason when the file is refused", async () => {
    const reason = 'Program "Kickstart" uses a plan that is not in the file';
    mockApi({ 'coach.dataTransfer.import': () => new TrpcMockError('BAD_REQUEST', reason) });
    const { user, container } = renderApp('/coach/data-transfer');
    const importButton = await screen.findByRole('button', { name: /Import Data/ });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    const data = { exercises: [], plansWithExercises: [], programsWithPlans: [], clientsWithData: [], exportedBy: {} };
    await user.upload(input, new File([JSON.stringify(data)], 'bad.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByTestId('import-file-name')).toHaveTextContent('bad.json'));
    await user.click(importButton);
    expect(await screen.findByText(M.importFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(`${M.importFailed} ${reason}`)).toBeInTheDocument();
  });

  it("shows 'Export failed' when the export cannot be read", async () => {
    mockApi({ 'coach.dataTransfer.export': () => new TrpcMockError('INTERNAL_SERVER_ERROR', 'boom') });
    const { user } = renderApp('/coach/data-transfer');
    await user.click(await screen.findByRole('button', { name: /Export Data/ }));
    expect(await screen.findByText(M.exportFailed)).toBeInTheDocument();
  });
});
