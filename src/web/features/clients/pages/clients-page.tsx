// /coach/clients (docs/product.md §2 Clients list): search, Show/Hide Archived, New Client, drag-reorder
// saved optimistically and rolled back on failure (docs/product.md §4).
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, Button, Stack, Input, InputGroup } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PlusIcon, UsersIcon } from '#web/components/icons.tsx';
import { SearchIcon } from '#web/components/later-icons.tsx';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ClientCard } from '../components/client-card.tsx';
import { NewClientDialog } from '../components/new-client-dialog.tsx';
import { useClientList, useDeleteClient, useReorderClients, useSetArchived, type ClientItem } from '../hooks/use-clients.ts';
import { fullName, matchesSearch, sortClients } from '#web/lib/client-utils.ts';
import { sortableAccessibility } from '#web/lib/sortable-announcements.ts';
import { LIST_STEP, useShownItems } from '#web/lib/use-shown-items.ts';
import { ShowMore } from '#web/components/show-more.tsx';
import { LazyAssignHabitButton } from '#web/features/habits/index.ts';
import { useClientTexts } from '../texts.ts';

export default function ClientsPage() {
  const T = useClientTexts();
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<ClientItem | null>(null);
  // ?new=1 (the dashboard's "Add Client") opens the New Client dialog straight away.
  const [params, setParams] = useSearchParams();
  const [newOpen, setNewOpen] = useState(() => params.get('new') === '1');
  const onNewOpenChange = (o: boolean) => {
    setNewOpen(o);
    if (!o && params.has('new')) {
      const next = new URLSearchParams(params);
      next.delete('new');
      setParams(next, { replace: true });
    }
  };
  const list = useClientList(showArchived);
  const reorder = useReorderClients(showArchived);
  const setArchived = useSetArchived();
  const remove = useDeleteClient();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const clients = useMemo(() => sortClients(list.data ?? []), [list.data]);
  const visible = useMemo(() => clients.filter((c) => matchesSearch(c, search)), [clients, search]);
  // The matches are drawn a step at a time (lib/use-shown-items.ts); a new search starts again at the first step.
  const shown = useShownItems(visible, LIST_STEP, search);
  // Dragging a filtered list would give a partial order; reorder the whole list only.
  const draggable = search.trim() === '' && clients.length > 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = clients.findIndex((c) => c.id === active.id);
    const to = clients.findIndex((c) => c.id === over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(clients, from, to);
    reorder.mutate({ clientOrders: next.map((c, i) => ({ clientId: c.id, displayOrder: i })) });
  };

  return (
    <Box>
      <PageHeader title={T.listTitle} description={T.listSubtitle} actions={<NewClientDialog open={newOpen} onOpenChange={onNewOpenChange} />} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mb="5">
        <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
          <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={T.searchPlaceholder} aria-label={T.searchPlaceholder} />
        </InputGroup>
        <Button variant="outline" onClick={() => setShowArchived((v) => !v)} aria-pressed={showArchived}>
          {showArchived ? T.hideArchived : T.showArchived}
        </Button>
        <Suspense fallback={null}>
          <LazyAssignHabitButton />
        </Suspense>
      </Stack>

      {list.isPending ? (
        <LoadingState label={T.loading} />
      ) : list.isError ? (
        <ErrorState title={T.loadFailedTitle} description={T.loadFailedBody} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : clients.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title={T.emptyTitle}
          description={T.emptyBody}
          action={
            <Button colorPalette="brand" onClick={() => onNewOpenChange(true)}>
              <PlusIcon /> {T.addFirstClient}
            </Button>
          }
        />
      ) : visible.length === 0 ? (
        <EmptyState icon={<SearchIcon />} title={T.noMatch} size="sm" />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={sortableAccessibility(
            shown.shown.map((c) => c.id),
            (id) => {
              const c = shown.shown.find((x) => x.id === id);
              return c ? fullName(c) : '';
            },
          )}
        >
          <SortableContext items={shown.shown.map((c) => c.id)} strategy={verticalListSortingStrategy}>
            <Stack gap="3" aria-label={T.listTitle}>
              {shown.shown.map((c) => (
                <ClientCard key={c.id} client={c} draggable={draggable} onArchive={(a) => void setArchived.run(c.id, a)} onDelete={() => setToDelete(c)} />
              ))}
            </Stack>
          </SortableContext>
          <ShowMore list={shown} summary={T.showingClients} label={T.showMoreClients} />
        </DndContext>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => {
          if (!o) setToDelete(null);
        }}
        title={T.deleteTitle}
        description={T.deleteConfirm}
        onConfirm={() => (toDelete ? remove.mutateAsync({ id: toDelete.id }) : undefined)}
        pending={remove.isPending}
      />
    </Box>
  );
}
