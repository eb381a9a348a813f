// The rest timer's countdown bar (issue 15, docs/sets.md): fixed above the tab bar so it stays in
// sight while the workout scrolls; skip or add 30 s; at zero it vibrates and chimes once, says so
// to screen readers and goes after a few seconds. Part of the set rows' chunk (lazy).
import { Box, Button, Container, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { formatClock } from '#shared/plan-values';
import { restTimer, useRestTimer } from '../lib/rest-timer.ts';
import { signalRestOver } from '../lib/chime.ts';
import { useWorkoutTexts } from '../texts.ts';

const DONE_SHOWN_MS = 4000;

export function RestTimerBar() {
  const T = useWorkoutTexts();
  const timer = useRestTimer();
  const [now, setNow] = useState(() => Date.now());
  const signalled = useRef<number | null>(null);

  useEffect(() => {
    if (!timer) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [timer]);

  const left = timer ? (timer.endsAt - now) / 1000 : 0;
  const over = timer !== null && left <= 0;

  useEffect(() => {
    if (!timer || !over || signalled.current === timer.endsAt) return;
    signalled.current = timer.endsAt;
    signalRestOver();
    const id = window.setTimeout(() => {
      if (restTimer.get()?.endsAt === timer.endsAt) restTimer.skip();
    }, DONE_SHOWN_MS);
    return () => window.clearTimeout(id);
  }, [timer, over]);

  if (!timer) return null;
  const percent = Math.max(0, Math.min(100, (left / timer.total) * 100));
  const clock = formatClock(left);
  return (
    <Box position="fixed" insetX="0" bottom="calc(4rem + env(safe-area-inset-bottom) + 0.5rem)" zIndex="sticky" px="3" pointerEvents="none" data-testid="rest-timer">
      <Container maxW="3xl" px="0">
        <Box
          as="section"
          aria-label={T.rest.region}
          pointerEvents="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderColor={over ? 'green.muted' : 'border.emphasized'}
          rounded="lg"
          shadow="lg"
          overflow="hidden"
        >
          <Box h="1.5" bg="bg.muted" aria-hidden>
            <Box h="full" bg={over ? 'green.solid' : 'brand.solid'} width={`${percent}%`} transition="width 0.25s linear" />
          </Box>
          <HStack px="3" py="2" gap="2" justify="space-between">
            <Stack gap="0" minW="0">
              <Text textStyle="xs" color="fg.muted" truncate>
                {T.rest.title(timer.label)}
              </Text>
              <Text fontWeight="bold" textStyle="xl" fontVariantNumeric="tabular-nums" data-testid="rest-clock">
                {over ? T.rest.over : clock}
              </Text>
              {/* Announced once, when the rest is over; not every second. */}
              <VisuallyHidden aria-live="polite">{over ? T.rest.over : ''}</VisuallyHidden>
            </Stack>
            <HStack gap="1.5" flexShrink={0}>
              {over ? null : (
                <Button size="sm" variant="outline" minH="11" aria-label={T.rest.extendLabel} onClick={() => restTimer.extend(30)}>
                  {T.rest.extend}
                </Button>
              )}
              <Button size="sm" variant={over ? 'solid' : 'ghost'} minH="11" onClick={() => restTimer.skip()}>
                {T.rest.skip}
              </Button>
            </HStack>
          </HStack>
        </Box>
      </Container>
    </Box>
  );
}
