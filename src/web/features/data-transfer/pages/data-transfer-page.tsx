// Data Transfer (docs/product.md §2, §5, §7, §8): export as a dated JSON file, and import of such a file
// (only .json; previewed by the server's dry run, then written all-or-nothing: import-card.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { exportFileName } from '#shared/schemas/data-transfer';
import { DownloadIcon } from '#web/components/later-icons.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { toast } from '#web/components/toaster.tsx';
import { useTRPC } from '#web/lib/trpc.ts';
import { ImportCard } from '../components/import-card.tsx';
import { Steps } from '../components/steps.tsx';
import { downloadJson } from '../lib/download.ts';
import { useDataTransferTexts } from '../texts.ts';

export default function DataTransferPage() {
  const trpc = useTRPC();
  const T = useDataTransferTexts();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  // A loading button is disabled, which drops keyboard focus on the page: once it is enabled
  // again, focus goes back to the button that was pressed.
  const exportRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  const busy = exporting;
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
      const data = await queryClient.fetchQuery(trpc.coach.dataTransfer.export.queryOptions(undefined, { staleTime: 0 }));
      downloadJson(data, exportFileName(new Date()));
      toast.success(T.exportSuccess, T.exportCounts(data.exercises.length, data.plansWithExercises.length, data.programsWithPlans.length));
    } catch {
      toast.error(T.exportFailedTitle, T.exportFailed);
    } finally {
      setExporting(false);
    }
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
        <ImportCard />
      </SimpleGrid>
    </>
  );
}
