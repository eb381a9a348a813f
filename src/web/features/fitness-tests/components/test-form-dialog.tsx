// 'Log Performance' (Test Name*, Result*, Unit, Notes) and 'Update Performance' (the previous
// result beside the new one, plus notes), docs/product.md §2 and §5.
import { Box, Button, CloseButton, HStack, Portal, SimpleGrid, Stack, Text, Field, Input, Textarea, Dialog } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '#web/components/toaster.tsx';
import { withUnit, type TestChain } from '../lib/chain.ts';
import type { FitnessTest } from '../hooks/use-fitness-tests.ts';
import { useFitnessTexts } from '../texts.ts';

export interface TestFormValues {
  testName?: string;
  result: string;
  unit?: string | null;
  notes?: string | null;
  testedAt: Date;
  previousTestId?: string;
}

export interface TestFormDialogProps {
  open: boolean;
  /** A retest of this chain, or a new test when absent. */
  chain?: TestChain<FitnessTest> | null;
  onClose: () => void;
  onSubmit: (values: TestFormValues) => Promise<unknown>;
  pending: boolean;
}

export function TestFormDialog({ open, chain, onClose, onSubmit, pending }: TestFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !pending && onClose()} placement="center" size={{ base: 'full', sm: 'md' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open ? <TestForm key={chain?.root.id ?? 'new'} chain={chain ?? null} onClose={onClose} onSubmit={onSubmit} pending={pending} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TestForm({ chain, onClose, onSubmit, pending }: Omit<TestFormDialogProps, 'open' | 'chain'> & { chain: TestChain<FitnessTest> | null }) {
  const T = useFitnessTexts();
  const [testName, setTestName] = useState('');
  const [result, setResult] = useState('');
  const [unit, setUnit] = useState('');
  const [notes, setNotes] = useState('');
  const retest = chain !== null;
  // A double tap on Save submits twice before the button shows its loading state: one test only.
  const submitting = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting.current) return;
    if ((!retest && !testName.trim()) || !result.trim()) {
      toast.error(T.requiredMissing, retest ? T.requiredMissingRetest : T.requiredMissingTest);
      return;
    }
    submitting.current = true;
    try {
      await onSubmit(
        retest
          ? { testName: chain.root.testName, result, unit: chain.latest.unit ?? chain.root.unit, notes, testedAt: new Date(), previousTestId: chain.root.id }
          : { testName, result, unit, notes, testedAt: new Date() },
      );
      onClose();
    } catch {
      // The mutation's toast explains; the form keeps what was typed.
    } finally {
      submitting.current = false;
    }
  };

  const unitLabel = retest ? (chain.latest.unit ?? chain.root.unit) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header pe="14">
        <Dialog.Title>{retest ? T.retestTitle(chain.root.testName) : T.logPerformance}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {retest ? (
            <SimpleGrid columns={2} gap="3">
              <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
                <Text fontSize="xs" color="fg.muted">
                  {T.previousResult}
                </Text>
                <Text fontWeight="semibold" fontSize="lg" data-testid="previous-result">
                  {withUnit(chain.latest.result, unitLabel)}
                </Text>
              </Box>
              <Box borderWidth="1px" borderRadius="l2" p="3" borderColor="brand.solid">
                <Text fontSize="xs" color="fg.muted">
                  {T.newResult}
                </Text>
                <Text fontWeight="semibold" fontSize="lg" color={result.trim() ? undefined : 'fg.subtle'}>
                  {result.trim() ? withUnit(result.trim(), unitLabel) : '—'}
                </Text>
              </Box>
            </SimpleGrid>
          ) : (
            <Field.Root required>
              <Field.Label>
                {T.testName} <Field.RequiredIndicator />
              </Field.Label>
              <Input value={testName} onChange={(e) => setTestName(e.target.value)} placeholder={T.testNamePlaceholder} maxLength={200} autoFocus />
            </Field.Root>
          )}
          <HStack gap="3" align="flex-start">
            <Field.Root required flex="2">
              <Field.Label>
                {retest ? T.newResult : T.result} <Field.RequiredIndicator />
              </Field.Label>
              <Input value={result} onChange={(e) => setResult(e.target.value)} placeholder={T.resultPlaceholder} maxLength={200} autoFocus={retest} />
            </Field.Root>
            {retest ? null : (
              <Field.Root flex="1">
                <Field.Label>{T.unit}</Field.Label>
                <Input value={unit} onChange={(e) => setUnit(e.target.value)} placeholder={T.unitPlaceholder} maxLength={50} />
              </Field.Root>
            )}
          </HStack>
          <Field.Root>
            <Field.Label>{T.notes}</Field.Label>
            <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} placeholder={T.notesPlaceholder} rows={3} maxLength={2000} />
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {T.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" loading={pending} loadingText={T.saving}>
          {retest ? T.saveRetest : T.saveTest}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild disabled={pending}>
        <CloseButton size="md" aria-label={T.close} />
      </Dialog.CloseTrigger>
    </form>
  );
}
