// Data Transfer (SPEC §2, §5, §7, §8): export as a dated JSON file, and import of such a file
// (only .json; checked as JSON here, validated fully by the server, written all-or-nothing).
import { Button, Card, FileUpload, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { exportFileName } from '../../../../shared/schemas/data-transfer.ts';
import { DownloadIcon, UploadIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../components/toaster.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { downloadJson, readJsonFile } from '../lib/download.ts';
import { M, T } from '../texts.ts';

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <List.Root as="ol" ps="5" gap="1" color="fg.muted" fontSize="sm" aria-label={T.stepsLabel}>
      {steps.map((s) => (
        <List.Item key={s}>{s}</List.Item>
      ))}
    </List.Root>
  );
}

export default function DataTransferPage() {
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const importData = trpc.coach.dataTransfer.import.useMutation();
  // A loading button is disabled, which drops keyboard focus on the page: once it is enabled
  // again, focus goes back to the button that was pressed.
  const exportRef = useRef<HTMLButtonElement>(null);
  const importRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  const busy = exporting || importData.isPending;
  useEffect(() => {
    if (busy || !refocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === refocus.current) refocus.current.focus();
    refocus.current = null;
  }, [busy]);

  const onExport = async () => {
    refocus.current = exportRef.current;
    setExporting(true);
    try {
      const data = await utils.coach.dataTransfer.export.fetch(undefined, { staleTime: 0 });
      downloadJson(data, exportFileName(new Date()));
      toast.success(M.exportSuccess, T.exportCounts(data.exercises.length, data.plansWithExercises.length, data.programsWithPlans.length));
    } catch {
      toast.error(M.exportFailedTitle, M.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const onImport = async () => {
    if (!file) return void toast.error(M.missingFileTitle, M.missingFile);
    const json = await readJsonFile(file);
    if (!json || typeof json !== 'object') return void toast.error(M.invalidFileTitle, M.invalidFile);
    refocus.current = importRef.current;
    importData.mutate(
      { data: json as never },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setFile(null);
          void utils.invalidate();
        },
        // SPEC §8's text, then the server's reason (which item of the file is wrong), if any.
        onError: (err) => {
          const reason = errorMessage(err, '');
          toast.error(M.importFailedTitle, reason ? `${M.importFailed} ${reason}` : M.importFailed);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">{T.exportTitle}</Card.Title>
            <Card.Description>{T.exportHint}</Card.Description>
          </Card.Header>
          <Card.Body>
            <Steps steps={T.exportSteps} />
          </Card.Body>
          <Card.Footer>
            <Button ref={exportRef} colorPalette="brand" onClick={() => void onExport()} loading={exporting} loadingText={T.exporting}>
              <DownloadIcon /> {T.exportButton}
            </Button>
          </Card.Footer>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">{T.importTitle}</Card.Title>
            <Card.Description>{T.importHint}</Card.Description>
          </Card.Header>
          <Card.Body gap="4">
            <Steps steps={T.importSteps} />
            <FileUpload.Root accept={['application/json', '.json']} maxFiles={1} onFileChange={(d) => setFile(d.acceptedFiles[0] ?? null)}>
              <FileUpload.HiddenInput aria-label={T.chooseFile} />
              <HStack gap="3" flexWrap="wrap">
                <FileUpload.Trigger asChild>
                  <Button variant="outline" size="sm">
                    <UploadIcon /> {T.chooseFile}
                  </Button>
                </FileUpload.Trigger>
                <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} truncate maxW="full" data-testid="import-file-name">
                  {file ? file.name : T.noFile}
                </Text>
              </HStack>
            </FileUpload.Root>
          </Card.Body>
          <Card.Footer>
            <Button ref={importRef} colorPalette="brand" onClick={() => void onImport()} loading={importData.isPending} loadingText={T.importing}>
              <UploadIcon /> {T.importButton}
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}
