// One saved program: summary badges and its actions; the handle drags it (mouse, touch or keys).
import { Badge, Button, Card, HStack, IconButton, Text, Wrap } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { TrashIcon } from '#web/components/icons.tsx';
import { GripVerticalIcon } from '#web/components/later-icons.tsx';
import type { ProgramItem } from '../hooks/use-programs.ts';
import { useProgramsTexts } from '../texts.ts';

export function programSummary(p: Pick<ProgramItem, 'plans' | 'duration' | 'mealsPerDay'>) {
  const workouts = p.plans.filter((e) => !e.isRestDay).length;
  const rest = p.plans.length - workouts;
  return [
    `${p.duration} week${p.duration === 1 ? '' : 's'}`,
    `${workouts} workout${workouts === 1 ? '' : 's'}`,
    `${rest} rest day${rest === 1 ? '' : 's'}`,
    `${p.mealsPerDay} meal${p.mealsPerDay === 1 ? '' : 's'}/day`,
  ];
}

export const assignHref = (id: string) => `/coach/assign?type=program&id=${encodeURIComponent(id)}`;

export function ProgramCard(props: { program: ProgramItem; onView: () => void; onModify: () => void; onDelete: () => void }) {
  const T = useProgramsTexts();
  const { program } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: program.id });
  return (
    <Card.Root
      ref={setNodeRef}
      data-testid="program-card"
      size="sm"
      variant="outline"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      opacity={isDragging ? 0.85 : 1}
      zIndex={isDragging ? 1 : undefined}
      shadow={isDragging ? 'lg' : undefined}
    >
      <Card.Header pb="2">
        <HStack align="start" gap="2">
          <IconButton ref={setActivatorNodeRef} aria-label={`Reorder ${program.name}`} variant="ghost" size="sm" cursor="grab" touchAction="none" {...attributes} {...listeners}>
            <GripVerticalIcon />
          </IconButton>
          <Card.Title as="h2" flex="1" minW="0" pt="1" wordBreak="break-word">
            {program.name}
          </Card.Title>
          {/* In the header like a plan card's actions, so it never sits alone on a row of its own on a phone. */}
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`${T.delete} ${program.name}`} onClick={props.onDelete}>
            <TrashIcon />
          </IconButton>
        </HStack>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        {program.description ? (
          <Text color="fg.muted" textStyle="sm" lineClamp={2}>
            {program.description}
          </Text>
        ) : null}
        <Wrap gap="2">
          {programSummary(program).map((s) => (
            <Badge key={s} variant="subtle">
              {s}
            </Badge>
          ))}
        </Wrap>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={props.onView}>
          {T.viewDetails}
        </Button>
        <Button size="sm" variant="outline" onClick={props.onModify}>
          {T.modify}
        </Button>
        <Button size="sm" colorPalette="brand" asChild>
          <Link to={assignHref(program.id)}>{T.assign}</Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
