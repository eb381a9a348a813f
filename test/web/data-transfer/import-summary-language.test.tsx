// The import's summary in the coach's language (docs/translations.md): the server's message stays
// English for API consumers, and the screen writes the same summary from the counts.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { T } from '#web/features/data-transfer/texts.ts';
import { setLocale } from '#web/i18n/i18n.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { trpcHandler } from '../support/trpc-msw.ts';

const counts = (exercises: number, plans: number, programs: number, clients: number) => ({ exercises, plans, programs, clients });

afterEach(() => setLocale('en'));

describe("the import's summary", () => {
  it('is, in English, word for word what the server answers', () => {
    // The messages test/server/data-transfer/data-transfer.test.ts expects of the server.
    expect(T.importSummary(counts(1, 1, 1, 1), counts(0, 0, 0, 0))).toBe('Import successful: 1 exercise, 1 plan, 1 program and 1 client imported.');
    expect(T.importSummary(counts(0, 0, 0, 0), counts(1, 1, 1, 1))).toBe(
      'Import successful: 0 exercises, 0 plans, 0 programs and 0 clients imported. Already in your account and skipped: 1 exercise, 1 plan, 1 program and 1 client.',
    );
  });

  it("is written in a German coach's language, plurals included, whatever the server's English says", async () => {
    window.localStorage.setItem('coach_token', 'coach-token');
    server.use(
      ...trpcHandler({
        'auth.me': () => ({ ...coachUser, locale: 'de' }),
        'coach.notifications.unreadCount': () => ({ count: 0 }),
        'coach.dataTransfer.preview': () => ({
          exercises: { inFile: 3, existing: 0, new: 3, conflicts: [] },
          plans: { inFile: 1, existing: 1, new: 0, conflicts: ['Lower Body'] },
          programs: { inFile: 0, existing: 0, new: 0, conflicts: [] },
          clients: { inFile: 1, existing: 0, new: 1, conflicts: [] },
          clientRecords: 0,
          exportedBy: { firstName: 'Casey', lastName: 'Coach', exportedAt: '2026-03-01T10:00:00.000Z' },
        }),
        'coach.dataTransfer.import': () => ({ message: 'Import successful: (the English of the server)', counts: counts(3, 0, 0, 1), skipped: counts(0, 1, 0, 0) }),
      }),
    );
    const { user, container } = renderApp('/coach/data-transfer');
    const importButton = await screen.findByRole('button', { name: 'Daten importieren' }, { timeout: 8000 });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    const data = { exercises: [], plansWithExercises: [], programsWithPlans: [], clientsWithData: [], exportedBy: {} };
    await user.upload(input, new File([JSON.stringify(data)], 'business.json', { type: 'application/json' }));
    await screen.findByTestId('preview-exercises');
    await user.click(importButton);
    expect(
      await screen.findByText('Import erfolgreich: 3 Übungen, 0 Pläne, 0 Programme und 1 Kunde importiert. Bereits in deinem Konto und übersprungen: 0 Übungen, 1 Plan, 0 Programme und 0 Kunden.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the English of the server/)).not.toBeInTheDocument();
  });
});
