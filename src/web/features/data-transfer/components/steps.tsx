// The numbered instructions of the export and import cards (docs/product.md §2, Data Transfer).
import { List } from '@chakra-ui/react';
import { useDataTransferTexts } from '../texts.ts';

export function Steps({ steps }: { steps: readonly string[] }) {
  const T = useDataTransferTexts();
  return (
    <List.Root as="ol" ps="5" gap="1" color="fg.muted" fontSize="sm" aria-label={T.stepsLabel}>
      {steps.map((s) => (
        <List.Item key={s}>{s}</List.Item>
      ))}
    </List.Root>
  );
}
