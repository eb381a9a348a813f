// One client in the list (docs/product.md §2): link to the detail, Active/Archived badge, initials avatar,
// e-mail, and a menu with Archive/Unarchive and Delete. The grip drags it (mouse, touch, keyboard).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Card, HStack, IconButton, LinkOverlay, LinkBox, Portal, Stack, Text, Avatar, Menu } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { GripVerticalIcon, MoreVerticalIcon } from '#web/components/later-icons.tsx';
import type { ClientItem } from '../hooks/use-clients.ts';
import { fullName, initials } from '#web/lib/client-utils.ts';
import { useClientTexts } from '../texts.ts';

export interface ClientCardProps {
  client: ClientItem;
  draggable: boolean;
  onArchive: (archived: boolean) => void;
  onDelete: () => void;
}

export function ClientCard({ client, draggable, onArchive, onDelete }: ClientCardProps) {
  const T = useClientTexts();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: client.id, disabled: !draggable });
  const name = fullName(client);
  return (
    <Card.Root
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      size="sm"
      variant="outline"
      zIndex={isDragging ? 2 : undefined}
      shadow={isDragging ? 'lg' : undefined}
      opacity={client.archived ? 0.75 : 1}
      data-testid="client-card"
    >
      <Card.Body>
        <HStack gap="3">
          {draggable ? (
            <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Reorder ${name}`} variant="ghost" size="sm" cursor="grab" touchAction="none" color="fg.muted">
              <GripVerticalIcon />
            </IconButton>
          ) : null}
          <LinkBox flex="1" minW="0">
            <HStack gap="3">
              <Avatar.Root size="md" colorPalette="brand" variant="subtle" flexShrink={0}>
                <Avatar.Fallback>{initials(client.firstName, client.lastName)}</Avatar.Fallback>
              </Avatar.Root>
              <Stack gap="0.5" minW="0">
                <LinkOverlay asChild>
                  <RouterLink to={`/coach/clients/${client.id}`}>
                    <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word">
                      {name}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {client.email ?? 'No email'}
                </Text>
              </Stack>
            </HStack>
          </LinkBox>
          <Badge colorPalette={client.archived ? 'gray' : 'green'} variant="subtle" flexShrink={0}>
            {client.archived ? T.archived : T.active}
          </Badge>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton aria-label={`Actions for ${name}`} variant="ghost" size="sm">
                <MoreVerticalIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="archive" onSelect={() => onArchive(!client.archived)}>
                    {client.archived ? T.unarchive : T.archive}
                  </Menu.Item>
                  <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }} onSelect={onDelete}>
                    {T.delete}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
