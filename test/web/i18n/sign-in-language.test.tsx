/// <reference types="@testing-library/jest-dom/vitest" />
// The public screens before sign-in (docs/translations.md): the sign-in screen's switch changes and
// remembers the device's language (where it starts: device-locale.test.tsx). The server's and the
// shared schemas' English messages are shown translated.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_BAD_COLOR, ZUpdateBrandingInput } from '#shared/schemas/branding';
import { MSG_DELETION_CONFIRM_MISMATCH, MSG_INVITE_INVALID, MSG_INVITE_ONLY, MSG_PASSWORD_TOO_SHORT, MSG_REGISTRATION_CLOSED, ZNewPassword } from '#shared/schemas/auth';
import { ZName } from '#shared/schemas/common';
import { MSG_MESSAGE_REQUIRED, MSG_MESSAGE_TOO_LONG } from '#shared/schemas/messages';
import { MSG_MEAL_IN_FUTURE, MSG_MEAL_TOO_OLD } from '#shared/food';
import { setLocale } from '#web/i18n/i18n.ts';
import { translateMessage } from '#web/i18n/validation-texts.ts';
import { fieldErrors, firstError } from '#web/lib/form-errors.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler } from '../support/trpc-msw.ts';

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  setLocale('en');
});

describe('the language before sign-in', () => {
  it('the sign-in screen’s switch shows it in German and remembers it on this device', async () => {
    server.use(...trpcHandler({}));
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Coach Login' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { name: 'Coach-Anmeldung' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(window.localStorage.getItem('spotter.locale')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('a refused sign-in shows the server’s English message in the screen’s language', async () => {
    setLocale('es');
    server.use(...trpcHandler({ 'auth.login': () => new TrpcMockError('UNAUTHORIZED', 'Invalid email or password') }));
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Acceso de entrenadores' }, { timeout: 8000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Correo/), 'coach@example.com');
    await user.type(screen.getByLabelText(/^Contraseña/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo o contraseña incorrectos')).toBeInTheDocument();
  });
});

describe('the shared schemas’ messages', () => {
  it('are shown translated by the forms, a field’s name included', async () => {
    setLocale('de');
    await waitFor(() => expect(firstError(ZNewPassword, 'short')).toBe('Das Passwort muss mindestens 8 Zeichen lang sein'));
    expect(firstError(ZName('First name'), 'x'.repeat(101))).toBe('Vorname darf höchstens 100 Zeichen lang sein');
    expect(fieldErrors(ZUpdateBrandingInput, { businessName: '', tagline: null, about: null, primaryColor: 'blue' })).toMatchObject({
      businessName: 'Name des Unternehmens ist erforderlich',
      primaryColor: 'Bitte gib eine Farbe als #RRGGBB ein',
    });
    // Not listed: left as the server wrote it.
    expect(translateMessage('Something nobody listed')).toBe('Something nobody listed');
  });

  it('every listed wording is still what the schemas write (a changed wording fails here)', async () => {
    setLocale('es');
    const written = [
      MSG_PASSWORD_TOO_SHORT,
      MSG_REGISTRATION_CLOSED,
      MSG_INVITE_ONLY,
      MSG_INVITE_INVALID,
      MSG_DELETION_CONFIRM_MISMATCH,
      MSG_BAD_COLOR,
      MSG_MESSAGE_REQUIRED,
      MSG_MESSAGE_TOO_LONG,
      MSG_MEAL_IN_FUTURE,
      MSG_MEAL_TOO_OLD,
    ];
    await waitFor(() => expect(translateMessage(MSG_PASSWORD_TOO_SHORT)).not.toBe(MSG_PASSWORD_TOO_SHORT));
    expect(written.filter((message) => translateMessage(message) === message)).toEqual([]);
    expect(translateMessage(MSG_MESSAGE_TOO_LONG)).toBe('Un mensaje puede tener como máximo 4000 caracteres');
  });

  it('English is the schemas’ own wording', () => {
    expect(firstError(ZNewPassword, 'short')).toBe(MSG_PASSWORD_TOO_SHORT);
    expect(translateMessage(MSG_INVITE_ONLY)).toBe(MSG_INVITE_ONLY);
  });
});
