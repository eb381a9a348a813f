// The builder's ordered exercises (docs/product.md §2): drag handles reorder with pointer or keyboard
// (dnd-kit's keyboard sensor: Space to lift, arrows to move, Space to drop). A superset or
// circuit is one block that moves as a whole; its items reorder inside it.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Box, Card, Heading, HStack, IconButton, SimpleGrid, Stack, Text, Field, Input, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { COLUMN_KEYS, type ColumnConfig } from '#shared/schemas/plans';
import { TrashIcon } from '#web/components/icons.tsx';
import { GripVerticalIcon, XIcon } from '#web/components/later-icons.tsx';
import { moveBlock, moveWithinGroup, toBlocks, type Block, type BuilderItem } from '#web/features/plans/lib/builder-model.ts';
import { sortableAccessibility } from '#web/lib/sortable-announcements.ts';
import { useBuilderTexts, type BuilderTexts } from '#web/features/plans/texts.ts';

interface Props {
  items: BuilderItem[];
  columnConfig: ColumnConfig;
  onChange: (items: BuilderItem[]) => void;
  onEditItem: (key: string, patch: Partial<Pick<BuilderItem, 'columnData' | 'notes'>>) => void;
  onRemove: (key: string) => void;
  onUngroup: (key: string) => void;
}

/** How a block is named to the user: its exercise, or its group. */
const blockLabel = (block: Block | undefined, t: BuilderTexts) => (!block ? '' : block.group ? t.groupDragName(block.group.name) : block.items[0]!.exercise.name);

function useReorderSensors() {
  return useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
}

export function PlanItemList({ items, columnConfig, onChange, onEditItem, onRemove, onUngroup }: Props) {
  const sensors = useReorderSensors();
  const BUILDER = useBuilderTexts();
  const labelOf = (block: Block | undefined) => blockLabel(block, BUILDER);
  const blocks = toBlocks(items);
  const number = new Map(items.map((it, i) => [it.key, i + 1]));

  function onDragEnd(e: DragEndEvent) {
    if (e.over && e.active.id !== e.over.id) onChange(moveBlock(items, String(e.active.id), String(e.over.id)));
  }

  const renderItem = (item: BuilderItem, handle: ReactNode) => (
    <ItemCard key={item.key} item={item} n={number.get(item.key)!} handle={handle} columnConfig={columnConfig} onEdit={onEditItem} onRemove={onRemove} onUngroup={onUngroup} />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={sortableAccessibility(
        blocks.map((b) => b.key),
        (id) => labelOf(blocks.find((b) => b.key === id)),
      )}
    >
      <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
        <Stack gap="3" as="ol" listStyleType="none" aria-label={BUILDER.listLabel}>
          {blocks.map((block) => (
            <SortableRow key={block.key} id={block.key} label={labelOf(block)}>
              {(handle) => (block.group ? <GroupBlock block={block} handle={handle} items={items} onChange={onChange} renderItem={renderItem} /> : renderItem(block.items[0]!, handle))}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, children }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const BUILDER = useBuilderTexts();
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={BUILDER.reorder(label)}
      aria-roledescription={BUILDER.sortable}
      variant="ghost"
      size="sm"
      cursor={isDragging ? 'grabbing' : 'grab'}
      touchAction="none"
    >
      <GripVerticalIcon />
    </IconButton>
  );
  return (
    <Box as="li" ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} position="relative" zIndex={isDragging ? 2 : undefined} opacity={isDragging ? 0.85 : 1}>
      {children(handle)}
    </Box>
  );
}

function GroupBlock({
  block,
  handle,
  items,
  onChange,
  renderItem,
}: {
  block: Block;
  handle: ReactNode;
  items: BuilderItem[];
  onChange: (items: BuilderItem[]) => void;
  renderItem: (item: BuilderItem, handle: ReactNode) => ReactNode;
}) {
  const sensors = useReorderSensors();
  const BUILDER = useBuilderTexts();
  function onDragEnd(e: DragEndEvent) {
    if (e.over && e.active.id !== e.over.id) onChange(moveWithinGroup(items, String(e.active.id), String(e.over.id)));
  }
  return (
    <Box borderWidth="2px" borderColor="brand.muted" borderRadius="l3" p={{ base: '2', md: '3' }} bg="brand.subtle" role="group" aria-label={BUILDER.groupLabel(block.group!.name)}>
      <HStack mb="2" gap="2">
        {handle}
        <Heading size="sm">{block.group!.name}</Heading>
        <Badge colorPalette="brand" variant="solid">
          {BUILDER.groupSize(block.items.length)}
        </Badge>
      </HStack>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={sortableAccessibility(
          block.items.map((i) => i.key),
          (id) => block.items.find((i) => i.key === id)?.exercise.name ?? '',
        )}
      >
        <SortableContext items={block.items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
          <Stack gap="2" as="ol" listStyleType="none">
            {block.items.map((item) => (
              <SortableRow key={item.key} id={item.key} label={item.exercise.name}>
                {(h) => renderItem(item, h)}
              </SortableRow>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Box>
  );
}

function ItemCard({
  item,
  n,
  handle,
  columnConfig,
  onEdit,
  onRemove,
  onUngroup,
}: {
  item: BuilderItem;
  n: number;
  handle: ReactNode;
  columnConfig: ColumnConfig;
  onEdit: Props['onEditItem'];
  onRemove: (key: string) => void;
  onUngroup: (key: string) => void;
}) {
  const BUILDER = useBuilderTexts();
  return (
    <Card.Root size="sm" data-testid="plan-item" aria-label={`${n}. ${item.exercise.name}`}>
      <Card.Body gap="3">
        <HStack gap="2">
          {handle}
          <Text fontWeight="semibold" color="fg.muted" minWidth="5">
            {n}.
          </Text>
          <Stack gap="0" flex="1" minWidth="0">
            <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word">
              {item.exercise.name}
            </Text>
            {item.exercise.category ? (
              <Text textStyle="xs" color="fg.muted">
                {item.exercise.category}
              </Text>
            ) : null}
          </Stack>
          {item.groupId ? (
            <IconButton size="sm" variant="ghost" aria-label={BUILDER.removeFromGroupLabel(item.exercise.name)} title={BUILDER.removeFromGroup} onClick={() => onUngroup(item.key)}>
              <XIcon />
            </IconButton>
          ) : null}
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={BUILDER.removeExercise(item.exercise.name)} onClick={() => onRemove(item.key)}>
            <TrashIcon />
          </IconButton>
        </HStack>
        {/* Five short value columns, and the sixth (Notes by default, free text) on its own row:
            six in a row were cut off at 1280 px (issue 17). */}
        <SimpleGrid columns={{ base: 3, sm: 5 }} gap="2">
          {COLUMN_KEYS.map((k) => (
            <Field.Root key={k} gridColumn={k === 'col6' ? '1 / -1' : undefined} data-testid={`value-${k}`}>
              <Field.Label textStyle="xs">{columnConfig[k]}</Field.Label>
              <Input
                size="sm"
                value={item.columnData[k]}
                maxLength={500}
                aria-label={BUILDER.valueFor(columnConfig[k], item.exercise.name)}
                onChange={(e) => onEdit(item.key, { columnData: { ...item.columnData, [k]: e.target.value } })}
              />
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root>
          <Field.Label textStyle="xs">{BUILDER.exerciseNotes}</Field.Label>
          <Textarea
            size="sm"
            rows={1}
            autoresize
            value={item.notes}
            maxLength={10000}
            placeholder={BUILDER.exerciseNotesPlaceholder}
            aria-label={BUILDER.exerciseNotesFor(item.exercise.name)}
            onChange={(e) => onEdit(item.key, { notes: e.target.value })}
          />
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}
