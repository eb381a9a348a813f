// Import with a preview (docs/data-transfer.md): choosing a .json file runs the server's dry
// run, which shows per kind what the file holds and what this account already has; for each
// kind with matches the coach picks "Skip existing" (the default) or "Add as new"; Import Data
// then writes everything in one transaction. A plain file input (reset after every pick) so a
// valid file chosen after a refused one is always taken.
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { Box, Button, Card, HStack, Spinner, Stack, Text, Alert, Progress, SegmentGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { IMPORT_KINDS, type ImportKind, type ImportMode, type ImportPreview } from '#shared/schemas/data-transfer';
import { UploadIcon } from '#web/components/later-icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { readJsonFile } from '../lib/download.ts';
import { dateFormat } from '#web/i18n/format.ts';
import { useDataTransferTexts } from '../texts.ts';
import { Steps } from './steps.tsx';

const DEFAULT_MODES: Record<ImportKind, ImportMode> = { exercises: 'skipExisting', plans: 'skipExisting', programs: 'skipExisting', clients: 'skipExisting' };
const exportDay = dateFormat({ year: 'numeric', month: 'short', day: 'numeric' });
const isJsonName = (f: File) => f.name.toLowerCase().endsWith('.json') || f.type === 'application/json';

/** Items the import would write with these choices (a rough size of the work, for the progress line). */
function itemsToWrite(p: ImportPreview, modes: Record<ImportKind, ImportMode>) {
  return IMPORT_KINDS.reduce((n, k) => n + (modes[k] === 'addAsNew' ? p[k].inFile : p[k].new), 0) + (modes.clients === 'addAsNew' || p.clients.new > 0 ? p.clientRecords : 0);
}

function PreviewPanel({ preview, modes, onMode, disabled }: { preview: ImportPreview; modes: Record<ImportKind, ImportMode>; onMode: (k: ImportKind, m: ImportMode) => void; disabled: boolean }) {
  const T = useDataTransferTexts();
  const when = exportDay(new Date(preview.exportedBy.exportedAt));
  const who = [preview.exportedBy.firstName, preview.exportedBy.lastName].filter(Boolean).join(' ');
  const nothingNew = IMPORT_KINDS.every((k) => preview[k].new === 0);
  return (
    <Stack gap="3" data-testid="import-preview" aria-label={T.previewTitle} role="region">
      <Box>
        <Text fontWeight="semibold">{T.previewTitle}</Text>
        {who && (
          <Text fontSize="sm" color="fg.muted">
            {T.previewFrom(who, when)}
          </Text>
        )}
      </Box>
      {IMPORT_KINDS.map((k) => {
        const p = preview[k];
        return (
          <Box key={k} borderWidth="1px" borderRadius="md" p="3" data-testid={`preview-${k}`}>
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2">
              <Box minW="0">
                <Text fontWeight="medium">{T.kinds[k]}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {T.kindSummary(p.inFile, p.new, p.existing)}
                </Text>
              </Box>
              {p.existing > 0 && (
                <SegmentGroup.Root
                  size="sm"
                  value={modes[k]}
                  disabled={disabled}
                  onValueChange={(e) => onMode(k, e.value === 'addAsNew' ? 'addAsNew' : 'skipExisting')}
                  aria-label={T.modeLabel(T.kinds[k])}
                  alignSelf={{ base: 'flex-start', sm: 'center' }}
                >
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items
                    items={[
                      { value: 'skipExisting', label: T.skipExisting },
                      { value: 'addAsNew', label: T.addAsNew },
                    ]}
                  />
                </SegmentGroup.Root>
              )}
            </Stack>
            {p.conflicts.length > 0 && (
              <Text fontSize="sm" mt="2" wordBreak="break-word">
                <Text as="span" color="fg.muted">
                  {T.alreadyHere(T.matchedBy[k])}{' '}
                </Text>
                {p.conflicts.join(', ')}
                {p.existing > p.conflicts.length ? ` ${T.moreNames(p.existing - p.conflicts.length)}` : ''}
              </Text>
            )}
          </Box>
        );
      })}
      {preview.clientRecords > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {T.clientRecords(preview.clientRecords)}
        </Text>
      )}
      {nothingNew && IMPORT_KINDS.every((k) => modes[k] === 'skipExisting') && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{T.nothingNew}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

type Stage = 'reading' | 'checking' | 'writing';

export function ImportCard() {
  const trpc = useTRPC();
  const T = useDataTransferTexts();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const importRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const [file, setFile] = useState<File | null>(null);
  const [json, setJson] = useState<unknown>(undefined);
  const [unreadable, setUnreadable] = useState(false);
  const [modes, setModes] = useState(DEFAULT_MODES);
  const [stage, setStage] = useState<Stage | null>(null);
  const preview = useMutation(trpc.coach.dataTransfer.preview.mutationOptions());
  const importData = useMutation(trpc.coach.dataTransfer.import.mutationOptions());
  const busy = stage !== null;

  // A loading button is disabled, which drops keyboard focus: give it back once it is enabled.
  useEffect(() => {
    if (busy || !refocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === importRef.current) importRef.current?.focus();
    refocus.current = false;
  }, [busy]);

  const onPick = async (picked: File | undefined) => {
    // Cleared at once, so choosing the same or another file again always fires a change.
    if (inputRef.current) inputRef.current.value = '';
    if (!picked) return;
    preview.reset();
    setModes(DEFAULT_MODES);
    setUnreadable(false);
    if (!isJsonName(picked)) {
      setFile(null);
      setJson(undefined);
      return void toast.error(T.invalidFileTitle, T.notJsonFile(picked.name));
    }
    setFile(picked);
    const parsed = await readJsonFile(picked);
    setJson(parsed);
    // Said at once: a coach should not learn only at Import that the file was never readable.
    setUnreadable(!parsed || typeof parsed !== 'object');
    if (parsed && typeof parsed === 'object') preview.mutate({ data: parsed as never });
  };

  const onImport = async () => {
    if (!file) return void toast.error(T.missingFileTitle, T.missingFile);
    refocus.current = true;
    setStage('reading');
    const data = json === undefined ? await readJsonFile(file) : json;
    if (!data || typeof data !== 'object') {
      setStage(null);
      return void toast.error(T.invalidFileTitle, T.invalidFile);
    }
    try {
      if (!preview.data) {
        setStage('checking');
        await preview.mutateAsync({ data: data as never }).catch(() => null);
      }
      setStage('writing');
      const r = await importData.mutateAsync({ data: data as never, options: modes });
      toast.success(T.importSummary(r.counts, r.skipped));
      setFile(null);
      setJson(undefined);
      preview.reset();
      setModes(DEFAULT_MODES);
      void queryClient.invalidateQueries(trpc.pathFilter());
    } catch (err) {
      // docs/product.md §8's text, then the server's reason (which item of the file is wrong), if any.
      const reason = errorMessage(err, '');
      toast.error(T.importFailedTitle, reason ? `${T.importFailed} ${reason}` : T.importFailed);
    } finally {
      setStage(null);
    }
  };

  const total = preview.data ? itemsToWrite(preview.data, modes) : 0;
  const stageIndex = stage === 'reading' ? 1 : stage === 'checking' ? 2 : 3;
  const stageText = stage === 'reading' ? T.stageReading : stage === 'checking' ? T.stageChecking : T.stageWriting(total);

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{T.importTitle}</Card.Title>
        <Card.Description>{T.importHint}</Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Steps steps={T.importSteps} />
        <input ref={inputRef} type="file" accept=".json,application/json" hidden aria-label={T.chooseFile} onChange={(e) => void onPick(e.target.files?.[0])} />
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={busy}>
            <UploadIcon /> {T.chooseFile}
          </Button>
          <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} truncate maxW="full" data-testid="import-file-name">
            {file ? file.name : T.noFile}
          </Text>
        </HStack>
        {preview.isPending && !busy && (
          <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
            <Spinner size="sm" /> <Text>{T.checking}</Text>
          </HStack>
        )}
        {unreadable && file && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{T.invalidFileTitle}</Alert.Title>
              <Alert.Description>{T.invalidFile}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {preview.isError && file && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{T.previewFailed}</Alert.Title>
              <Alert.Description wordBreak="break-word">{errorMessage(preview.error, T.invalidFile)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {preview.data && file && <PreviewPanel preview={preview.data} modes={modes} onMode={(k, m) => setModes((old) => ({ ...old, [k]: m }))} disabled={busy} />}
        {busy && (
          <Progress.Root value={(stageIndex / 3) * 100} size="sm" colorPalette="brand" aria-label={T.progressLabel}>
            <Progress.Label fontSize="sm" fontWeight="normal" mb="1">
              {stageText}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Card.Body>
      <Card.Footer>
        <Button ref={importRef} colorPalette="brand" onClick={() => void onImport()} loading={busy} loadingText={T.importing}>
          <UploadIcon /> {T.importButton}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
