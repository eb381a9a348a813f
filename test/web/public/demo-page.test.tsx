// /demo (docs/product.md §2): every screen of both areas is listed with its one-line description,
// which lives with /demo rather than in the navigation every first screen loads.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COACH_MAIN_NAV, COACH_SETTINGS_NAV } from '#web/app/coach-navigation.ts';
import { CLIENT_NAV } from '#web/app/navigation.ts';
import { SCREEN_DESCRIPTIONS } from '#web/features/public/lib/screen-descriptions.ts';
import { renderApp } from '../support/render-app.tsx';

describe('/demo', () => {
  it('describes every screen of the navigation', async () => {
    renderApp('/demo');
    await screen.findAllByText('/coach/dashboard');
    for (const item of [...COACH_MAIN_NAV, ...COACH_SETTINGS_NAV, ...CLIENT_NAV]) {
      const description = SCREEN_DESCRIPTIONS[item.to];
      expect(description, item.to).toBeTruthy();
      expect(screen.getAllByText(description!).length, item.to).toBeGreaterThan(0);
      expect(screen.getAllByText(item.to).length, item.to).toBeGreaterThan(0);
    }
  });
});
