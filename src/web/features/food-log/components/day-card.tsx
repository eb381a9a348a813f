// One day of the food log (docs/product.md §2): the day, a Today badge, its meals and 'Add Meal'.
import { Badge, Box, Button, Card, HStack, Heading, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { isPlaceholderDescription } from '#shared/food';
import { PlusIcon, TrashIcon } from '#web/components/icons.tsx';
import type { FoodEntry } from '../hooks/use-food-log.ts';
import type { WeekDay } from '../lib/week.ts';
import { useFoodTexts } from '../texts.ts';

export interface DayCardProps {
  day: WeekDay;
  entries: FoodEntry[];
  onAddMeal: (day: Date) => void;
  onEnlarge: (photo: { url: string; alt: string }) => void;
  onDelete: (entry: FoodEntry) => void;
  deletingId: string | null;
}

export function DayCard({ day, entries, onAddMeal, onEnlarge, onDelete, deletingId }: DayCardProps) {
  const T = useFoodTexts();
  return (
    <Card.Root
      as="section"
      aria-label={day.label}
      variant="outline"
      size="sm"
      borderColor={day.isToday ? 'brand.solid' : undefined}
      borderWidth={day.isToday ? '2px' : '1px'}
      data-today={day.isToday || undefined}
    >
      <Card.Header pb="2">
        <HStack justify="space-between" gap="2">
          <HStack gap="2" rowGap="1" minW="0" flexWrap="wrap">
            <Heading as="h2" size="sm">
              {day.label}
            </Heading>
            {day.isToday ? (
              <Badge colorPalette="brand" variant="solid" size="sm">
                {T.today}
              </Badge>
            ) : null}
          </HStack>
          {/* Issue 12: no meals on future days; 44 px touch targets on phones. */}
          {day.isFuture ? null : (
            <Button size="sm" minH="11" variant="outline" onClick={() => onAddMeal(day.date)} flexShrink={0} aria-label={`${T.addMeal}, ${day.label}`}>
              <PlusIcon /> {T.addMeal}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="1">
        {entries.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" py="1">
            {T.emptyDay}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {entries.map((entry) => {
              const showText = !isPlaceholderDescription(entry.description);
              const alt = showText ? entry.description : `Meal photo, ${day.label}`;
              return (
                <HStack as="li" key={entry.id} gap="3" align="center" borderRadius="l2" bg="bg.subtle" p="2">
                  {entry.imageUrl ? (
                    <Box
                      as="button"
                      flexShrink={0}
                      borderRadius="l2"
                      overflow="hidden"
                      width="16"
                      height="16"
                      bg="bg.muted"
                      cursor="zoom-in"
                      aria-label={`${T.enlargePhoto}: ${alt}`}
                      onClick={() => onEnlarge({ url: entry.imageUrl!, alt })}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
                    >
                      <Image src={entry.imageUrl} alt={alt} width="full" height="full" objectFit="cover" loading="lazy" />
                    </Box>
                  ) : null}
                  <Text flex="1" minW="0" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {showText ? entry.description : null}
                  </Text>
                  <IconButton
                    aria-label={T.deleteEntry}
                    size="sm"
                    minW="11"
                    minH="11"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => onDelete(entry)}
                    loading={deletingId === entry.id}
                    flexShrink={0}
                  >
                    <TrashIcon />
                  </IconButton>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
