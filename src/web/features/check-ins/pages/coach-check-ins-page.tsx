// /coach/check-ins (docs/check-ins.md): the review queue a section at a time (to review, overdue,
// upcoming, reviewed; each paged, newest first), one check-in's review beside it, and the coach's
// templates and schedules.
import { Badge, Button, Card, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { AssignForm } from '../components/coach/assign-form.tsx';
import { ReviewPanel } from '../components/coach/review-panel.tsx';
import { TemplateEditor } from '../components/coach/template-editor.tsx';
import { useCheckInQueue, useDeleteTemplate, useSchedules, useSetScheduleStatus, useTemplates, type QueueSection, type Schedule, type Template } from '../hooks/use-coach-check-ins.ts';
import { formatDay } from '../lib/format.ts';
import { useCheckInTexts, WEEKDAYS } from '../texts.ts';

const SECTIONS: QueueSection[] = ['toReview', 'overdue', 'upcoming', 'reviewed'];
const KIND_PALETTE = { SUBMITTED: 'blue', REVIEWED: 'green', OVERDUE: 'red', DUE: 'orange', UPCOMING: 'gray' } as const;
const KIND_LABEL = { SUBMITTED: 'Sent', REVIEWED: 'Reviewed', OVERDUE: 'Overdue', DUE: 'Due today', UPCOMING: 'Upcoming' } as const;

export default function CoachCheckInsPage() {
  const T = useCheckInTexts();
  const [section, setSection] = useState<QueueSection>('toReview');
  // ?open=<id>: the link from a reply in the conversation opens that check-in.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<string | null>(params.get('open'));
  return (
    <Stack gap="6" width="full">
      <PageHeader title={T.title} description={T.coachDescription} />
      <HStack gap="2" wrap="wrap" role="tablist" aria-label={T.title}>
        {SECTIONS.map((s) => (
          <Button key={s} role="tab" aria-selected={section === s} size="sm" variant={section === s ? 'solid' : 'outline'} onClick={() => setSection(s)}>
            {T.sections[s]}
          </Button>
        ))}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: open ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr' }} gap="4" alignItems="start">
        <Queue section={section} open={open} onOpen={setOpen} />
        {open ? <ReviewPanel id={open} onClose={() => setOpen(null)} /> : null}
      </Grid>
      <Templates />
    </Stack>
  );
}

function Queue({ section, open, onOpen }: { section: QueueSection; open: string | null; onOpen: (id: string) => void }) {
  const T = useCheckInTexts();
  const queue = useCheckInQueue(section);
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];
  if (queue.isPending) return <Text color="fg.muted">{T.loading}</Text>;
  if (queue.isError)
    return (
      <Stack align="start" role="alert">
        <Text color="fg.error">{T.error}</Text>
        <Button size="sm" variant="outline" onClick={() => void queue.refetch()}>
          {T.retry}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="2" as="ul" listStyleType="none" data-testid="check-in-queue">
      {items.length === 0 ? <Text color="fg.muted">{T.sectionEmpty[section]}</Text> : null}
      {items.map((i) => (
        <Card.Root
          as="li"
          key={i.submissionId ?? `${i.scheduleId}:${i.dueDate}`}
          size="sm"
          variant="outline"
          borderColor={open !== null && open === i.submissionId ? 'brand.solid' : undefined}
          data-testid="queue-item"
        >
          <Card.Body>
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>
                  {i.clientName}
                </Text>
                <Text color="fg.muted" textStyle="sm" truncate>
                  {`${i.templateName} · ${T.due(formatDay(i.dueDate))}`}
                </Text>
              </Stack>
              <HStack gap="2">
                <Badge colorPalette={KIND_PALETTE[i.kind]}>{KIND_LABEL[i.kind]}</Badge>
                {i.submissionId ? (
                  <Button size="sm" variant="outline" onClick={() => onOpen(i.submissionId!)} aria-label={`${T.open} ${i.clientName} ${formatDay(i.dueDate)}`}>
                    {T.open}
                  </Button>
                ) : null}
              </HStack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
      {queue.hasNextPage ? (
        <Button alignSelf="start" size="sm" variant="outline" loading={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
          {T.loadMore}
        </Button>
      ) : null}
    </Stack>
  );
}

function Templates() {
  const T = useCheckInTexts();
  const templates = useTemplates();
  const schedules = useSchedules();
  const remove = useDeleteTemplate();
  const status = useSetScheduleStatus();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [ending, setEnding] = useState<Schedule | null>(null);
  const list = templates.data ?? [];
  return (
    <Stack gap="4" as="section" aria-label={T.templates}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="md">{T.templates}</Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={list.length === 0} onClick={() => setAssigning(true)}>
            {T.assign}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            {T.newTemplate}
          </Button>
        </HStack>
      </HStack>
      {editing ? (
        <Card.Root variant="outline">
          <Card.Body>
            <TemplateEditor template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </Card.Body>
        </Card.Root>
      ) : null}
      {assigning ? (
        <Card.Root variant="outline">
          <Card.Body>
            <Heading size="sm" mb="3">
              {T.assignTitle}
            </Heading>
            <AssignForm templates={list} onDone={() => setAssigning(false)} />
          </Card.Body>
        </Card.Root>
      ) : null}
      {templates.isSuccess && list.length === 0 ? <Text color="fg.muted">{T.noTemplates}</Text> : null}
      {list.map((t) => (
        <Card.Root key={t.id} size="sm" variant="outline" data-testid="template">
          <Card.Body>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="medium">{t.name}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {[`${t.questions.length} questions`, ...t.metrics.map((m) => m.name), ...(t.askPhotos ? ['photos'] : [])].join(' · ')}
                </Text>
              </Stack>
              <HStack gap="2">
                <Button size="sm" variant="outline" onClick={() => setEditing(t)}>
                  {T.editTemplate}
                </Button>
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDeleting(t)}>
                  {T.deleteTemplate}
                </Button>
              </HStack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
      <Heading size="sm">{T.schedules}</Heading>
      {schedules.isSuccess && schedules.data.length === 0 ? <Text color="fg.muted">{T.noSchedules}</Text> : null}
      <Stack gap="2" as="ul" listStyleType="none">
        {(schedules.data ?? []).map((s) => (
          <HStack as="li" key={s.id} justify="space-between" wrap="wrap" gap="2" borderBottomWidth="1px" py="2" data-testid="schedule">
            <Stack gap="0" minW="0">
              <Text>{`${s.clientName} · ${s.templateName}`}</Text>
              <Text color="fg.muted" textStyle="sm">
                {[`${WEEKDAYS[s.weekday - 1]}, every ${T.weeks(s.everyWeeks)}`, T.status[s.status], ...(s.nextDue ? [T.nextDue(formatDay(s.nextDue))] : [])].join(' · ')}
              </Text>
            </Stack>
            {s.status === 'ENDED' ? null : (
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => status.mutate({ id: s.id, status: s.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE' })}>
                  {s.status === 'ACTIVE' ? T.pause : T.resume}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setEnding(s)}>
                  {T.end}
                </Button>
              </HStack>
            )}
          </HStack>
        ))}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={T.deleteTemplate}
        description={deleting ? T.deleteConfirm(deleting.name) : ''}
        pending={remove.isPending}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync({ id: deleting.id }).catch(() => undefined);
          setDeleting(null);
        }}
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(o) => !o && setEnding(null)}
        title={T.end}
        description={T.endConfirm}
        confirmLabel={T.end}
        pending={status.isPending}
        onConfirm={async () => {
          if (ending) await status.mutateAsync({ id: ending.id, status: 'ENDED' }).catch(() => undefined);
          setEnding(null);
        }}
      />
    </Stack>
  );
}
