// Loading states say why they wait when the browser is offline (docs/offline.md, "Reads"): the
// client app's reads wait for the connection, so a screen with nothing saved would otherwise spin
// with no explanation.
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { LoadingState, OFFLINE_WAIT_TEXT } from '#web/components/loading-state.tsx';
import { system } from '#web/theme/system.ts';

const renderWithChakra = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  { name: 'LoadingState (a whole screen)', ui: <LoadingState label="Loading fitness tests..." />, label: 'Loading fitness tests...' },
  { name: 'InlineLoading (a part of a screen)', ui: <InlineLoading label="Loading past weeks..." />, label: 'Loading past weeks...' },
])('$name', ({ ui, label }) => {
  it('online: only its label', () => {
    renderWithChakra(ui);
    expect(screen.getByRole('status')).toHaveTextContent(label);
    expect(screen.queryByText(OFFLINE_WAIT_TEXT)).toBeNull();
  });

  it('says it waits for the connection while offline, and stops saying so when it is back', () => {
    renderWithChakra(ui);
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(label);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_WAIT_TEXT);
    setOnline(true);
    expect(screen.queryByText(OFFLINE_WAIT_TEXT)).toBeNull();
  });
});
