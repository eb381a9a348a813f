// The Branding screen (docs/product.md §2, §5): live preview, required name, save, logo files.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { T as BT } from '#web/features/branding/texts.ts';
import { checkLogoFile } from '#web/features/branding/lib/logo-file.ts';
import { coachUser } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';
import { TrpcMockError, trpcHandler, type TrpcCall, type TrpcResolvers } from '../support/trpc-msw.ts';
import { MSG_BAD_COLOR } from '#shared/schemas/branding';

beforeEach(() => window.localStorage.setItem('coach_token', 'coach-token'));

function mockApi(resolvers: TrpcResolvers, calls: TrpcCall[] = []) {
  server.use(...trpcHandler({ 'auth.me': () => coachUser, 'coach.notifications.unreadCount': () => ({ count: 0 }), ...resolvers }, calls));
  return calls;
}

const saved = { businessName: 'Iron Peak', tagline: null, about: null, primaryColor: '#3B82F6', logoUrl: null, saved: true };

describe('Branding', () => {
  it('previews live, requires a business name and saves name, tagline and colour', async () => {
    const calls = mockApi({ 'coach.branding.get': () => saved, 'coach.branding.update': (input) => ({ ...saved, ...(input as object), saved: true }) });
    const { user } = renderApp('/coach/brand');
    const name = await screen.findByLabelText(/Business name/);
    await user.clear(name);
    expect(screen.getByRole('button', { name: BT.save })).toBeDisabled();
    await user.type(name, 'North Star Fitness');
    expect(screen.getByTestId('brand-preview')).toHaveTextContent('North Star Fitness');
    await user.type(screen.getByLabelText(BT.tagline), 'Move well');
    const hex = screen.getByLabelText(BT.hexLabel);
    await user.clear(hex);
    await user.type(hex, '#10B98');
    expect(screen.getByText(MSG_BAD_COLOR)).toBeInTheDocument();
    await user.type(hex, '1');
    await user.click(screen.getByRole('button', { name: BT.save }));
    expect(await screen.findByText(BT.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'coach.branding.update')?.input).toEqual({ businessName: 'North Star Fitness', tagline: 'Move well', about: '', primaryColor: '#10B981' });
  });

  it("shows 'Failed to save' when the server refuses", async () => {
    mockApi({ 'coach.branding.get': () => saved, 'coach.branding.update': () => new TrpcMockError('BAD_REQUEST', 'Business name is required') });
    const { user } = renderApp('/coach/brand');
    await screen.findByLabelText(/Business name/);
    await user.click(screen.getByRole('button', { name: BT.save }));
    expect(await screen.findByText(BT.saveFailed)).toBeInTheDocument();
  });

  it('says so when the chosen logo is not a png, jpeg or svg, and keeps the old one', async () => {
    mockApi({ 'coach.branding.get': () => saved });
    const { container } = renderApp('/coach/brand');
    await screen.findByLabelText(/Business name/);
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    // The OS picker can be switched to "All files"; the input event carries the file regardless.
    fireEvent.input(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(BT.badTypeTitle)).toBeInTheDocument();
    expect(screen.getByText(BT.badType)).toBeInTheDocument();
    expect(screen.queryByAltText('Logo preview')).not.toBeInTheDocument();
  });

  it('accepts png, jpeg and svg up to 2MB only', () => {
    expect(checkLogoFile({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 })).toEqual({ ok: true });
    expect(checkLogoFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toEqual({ ok: true });
    expect(checkLogoFile({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toEqual({ ok: false, reason: 'too-large' });
    expect(checkLogoFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toEqual({ ok: false, reason: 'type' });
  });
});
