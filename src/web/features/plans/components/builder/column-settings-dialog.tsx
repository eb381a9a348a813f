// Column Settings: the labels of the six value columns (docs/product.md §2, defaults of §9).
import { Button, Portal, SimpleGrid, Field, Input, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { COLUMN_KEYS, DEFAULT_COLUMN_CONFIG, normalizeColumnConfig, type ColumnConfig } from '#shared/schemas/plans';
import { useBuilderTexts } from '#web/features/plans/texts.ts';

interface Props {
  open: boolean;
  value: ColumnConfig;
  onClose: () => void;
  onSave: (config: ColumnConfig) => void;
}

export function ColumnSettingsDialog({ open, value, onClose, onSave }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">{open ? <ColumnSettingsForm value={value} onClose={onClose} onSave={onSave} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Mounted each time the dialog opens, so the draft starts from the current labels. */
function ColumnSettingsForm({ value, onClose, onSave }: Omit<Props, 'open'>) {
  const BUILDER = useBuilderTexts();
  const [draft, setDraft] = useState(value);
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{BUILDER.columnSettings}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {COLUMN_KEYS.map((k, i) => (
            <Field.Root key={k}>
              <Field.Label>{BUILDER.column(i + 1)}</Field.Label>
              <Input value={draft[k]} maxLength={40} placeholder={DEFAULT_COLUMN_CONFIG[k]} onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))} />
            </Field.Root>
          ))}
        </SimpleGrid>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={() => setDraft(DEFAULT_COLUMN_CONFIG)}>
          {BUILDER.resetColumns}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {BUILDER.cancel}
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => {
            onSave(normalizeColumnConfig(draft));
            onClose();
          }}
        >
          {BUILDER.apply}
        </Button>
      </Dialog.Footer>
    </>
  );
}
