// /app/food (docs/product.md §2 "Food log"): a Monday-start week of day cards with previous/next/'This Week',
// 'Add Meal' per day, photos that enlarge, and delete.
import { Button, ButtonGroup, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dayKey, FOOD_LOG_WEEKS } from '#shared/food';
import { ErrorState } from '#web/components/error-state.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/later-icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { LazyConfirmDialog } from '#web/components/lazy-confirm-dialog.tsx';
import { AddMealDialog } from '../components/add-meal-dialog.tsx';
import { DayCard } from '../components/day-card.tsx';
import { PhotoDialog } from '../components/photo-dialog.tsx';
import { useDeleteEntry, useFoodWeek, type FoodEntry } from '../hooks/use-food-log.ts';
import { addDays, mondayOf, weekDays, weekRangeLabel } from '../lib/week.ts';
import { useFoodTexts } from '../texts.ts';
import { localDayOf, localToday } from '#shared/time-zone';
import { useTimeZone } from '#web/lib/use-time-zone.ts';

/** The current time, refreshed every minute so 'Today' moves on at midnight (UTC). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function FoodPage() {
  const T = useFoodTexts();
  const now = useNow();
  const timeZone = useTimeZone();
  // The client's local week and days (docs/time-zones.md).
  const thisMonday = mondayOf(localToday(now, timeZone));
  const [monday, setMonday] = useState(thisMonday);
  const [mealDay, setMealDay] = useState<Date | null>(null);
  const [photo, setPhoto] = useState<{ url: string; alt: string } | null>(null);
  const week = useFoodWeek(monday);
  const del = useDeleteEntry();
  // The entry a delete waits on a confirmation for (its photo goes with it, issue 31).
  const [toDelete, setToDelete] = useState<FoodEntry | null>(null);
  const isThisWeek = monday.getTime() === thisMonday.getTime();
  // docs/product.md §9: the log covers the latest 8 weeks; no paging before them or past this week.
  const firstMonday = addDays(thisMonday, -7 * (FOOD_LOG_WEEKS - 1));
  const atOldest = monday.getTime() <= firstMonday.getTime();
  const atNewest = monday.getTime() >= thisMonday.getTime();
  // On a phone today's card may sit below the fold: bring it into view once, when the week shows.
  const scrolled = useRef(false);
  const scrollToToday = (grid: HTMLDivElement | null) => {
    if (!grid || scrolled.current) return;
    scrolled.current = true;
    grid.querySelector('[data-today]')?.scrollIntoView?.({ block: 'center' });
  };

  const days = weekDays(monday, now, timeZone);
  const byDay = useMemo(() => {
    const map = new Map<string, FoodEntry[]>();
    for (const e of week.data ?? []) {
      const k = dayKey(localDayOf(e.loggedAt, timeZone));
      map.set(k, [...(map.get(k) ?? []), e]);
    }
    return map;
  }, [week.data, timeZone]);

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <HStack justify="space-between" mb="4" gap="2" wrap="wrap">
        <Text fontWeight="semibold" aria-live="polite">
          {weekRangeLabel(monday)}
        </Text>
        <ButtonGroup size="sm" variant="outline" attached css={{ '& > button': { minHeight: '44px', minWidth: '44px' } }}>
          <IconButton aria-label={T.previousWeek} onClick={() => setMonday((m) => addDays(m, -7))} disabled={atOldest}>
            <ChevronLeftIcon />
          </IconButton>
          <Button onClick={() => setMonday(thisMonday)} disabled={isThisWeek}>
            {T.thisWeek}
          </Button>
          <IconButton aria-label={T.nextWeek} onClick={() => setMonday((m) => addDays(m, 7))} disabled={atNewest}>
            <ChevronRightIcon />
          </IconButton>
        </ButtonGroup>
      </HStack>

      {week.isPending ? (
        <LoadingState label={T.loading} />
      ) : week.isError && week.data === undefined ? (
        <ErrorState title={T.loadFailed} onRetry={() => void week.refetch()} retrying={week.isFetching} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="start" ref={scrollToToday}>
          {days.map((day) => (
            <DayCard
              key={day.key}
              day={day}
              entries={byDay.get(day.key) ?? []}
              onAddMeal={setMealDay}
              onEnlarge={setPhoto}
              onDelete={setToDelete}
              deletingId={del.isPending ? (del.variables?.id ?? null) : null}
            />
          ))}
        </SimpleGrid>
      )}

      <AddMealDialog day={mealDay} onClose={() => setMealDay(null)} />
      <PhotoDialog photo={photo} onClose={() => setPhoto(null)} />
      <LazyConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={T.deleteTitle}
        description={toDelete?.imageUrl ? T.deleteBodyWithPhoto : T.deleteBody}
        confirmLabel={T.deleteConfirm}
        cancelLabel={T.deleteCancel}
        onConfirm={() => toDelete && del.mutate({ id: toDelete.id })}
      />
    </>
  );
}
