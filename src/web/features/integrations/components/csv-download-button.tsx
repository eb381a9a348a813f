// One CSV download button: busy while the file comes, an error toast when it does not.
import { Button, Card, Heading, HStack, Text, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { DownloadIcon } from '#web/components/later-icons.tsx';
import { toast } from '#web/components/toaster.tsx';
import type { CsvExport } from '#shared/schemas/feeds';
import { downloadCsv } from '../lib/download-csv.ts';
import { useFeedTexts } from '../feeds-texts.ts';

export function CsvDownloadButton({ kind, clientId, label, ...rest }: { kind: CsvExport; clientId?: string; label: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const T = useFeedTexts();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(kind, clientId);
    } catch (err) {
      toast.error(T.downloadFailed, err instanceof Error ? err.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void run()} loading={busy} data-testid={`csv-${kind}`} {...rest}>
      <DownloadIcon /> {label}
    </Button>
  );
}

/** The client detail's downloads: workout log, food log, fitness tests. */
export function ClientDownloadsCard({ clientId }: { clientId: string }) {
  const T = useFeedTexts();
  return (
    <Card.Root variant="outline" data-testid="client-downloads">
      <Card.Header>
        <Heading size="md">{T.downloadsTitle}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {T.downloadsHelp}
        </Text>
      </Card.Header>
      <Card.Body>
        <HStack gap="2" flexWrap="wrap">
          <CsvDownloadButton kind="workouts" clientId={clientId} label={T.workoutsCsv} />
          <CsvDownloadButton kind="food" clientId={clientId} label={T.foodCsv} />
          <CsvDownloadButton kind="fitnessTests" clientId={clientId} label={T.fitnessCsv} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
