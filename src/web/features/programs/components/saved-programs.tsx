// Saved Programs tab: drag-sortable cards whose order is stored on the server (docs/design.md §3).
import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { CalendarRangeIcon } from '#web/components/icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { useDeleteProgram, usePrograms, useReorderPrograms, type ProgramItem } from '../hooks/use-programs.ts';
import { useProgramsTexts } from '../texts.ts';
import { ProgramCard } from './program-card.tsx';
import { sortableAccessibility } from '#web/lib/sortable-announcements.ts';

export function SavedPrograms(props: { onView: (id: string) => void; onModify: (id: string) => void; onCreate: () => void }) {
  const T = useProgramsTexts();
  const programs = usePrograms();
  const reorder = useReorderPrograms();
  const [toDelete, setToDelete] = useState<ProgramItem | null>(null);
  const del = useDeleteProgram(() => setToDelete(null));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  if (programs.isPending) return <LoadingState label={T.loading} />;
  if (programs.isError) return <ErrorState title={T.loadFailed} onRetry={() => void programs.refetch()} retrying={programs.isFetching} />;
  const list = programs.data;
  if (list.length === 0) {
    return (
      <EmptyState
        title={T.emptyTitle}
        description={T.emptyHelp}
        icon={<CalendarRangeIcon />}
        action={
          <Button colorPalette="brand" onClick={props.onCreate}>
            {T.emptyAction}
          </Button>
        }
      />
    );
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = list.map((p) => p.id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    reorder.mutate({ programIds: next });
  };

  return (
    <Box>
      {list.length > 1 ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {T.dragHint}
        </Text>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={sortableAccessibility(
          list.map((p) => p.id),
          (id) => list.find((p) => p.id === id)?.name ?? '',
        )}
      >
        <SortableContext items={list.map((p) => p.id)} strategy={rectSortingStrategy}>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {list.map((p) => (
              <ProgramCard key={p.id} program={p} onView={() => props.onView(p.id)} onModify={() => props.onModify(p.id)} onDelete={() => setToDelete(p)} />
            ))}
          </SimpleGrid>
        </SortableContext>
      </DndContext>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={T.confirmDeleteTitle}
        description={toDelete ? T.confirmDeleteBody(toDelete.name) : null}
        confirmLabel={T.deleteProgram}
        pending={del.isPending}
        onConfirm={() => toDelete && del.mutateAsync({ id: toDelete.id })}
      />
    </Box>
  );
}
