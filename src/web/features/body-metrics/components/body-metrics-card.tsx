// Body metrics (docs/body-metrics.md): pick a metric, see its latest value and its chart over
// time (the progress charts' LineChart, docs/charts.md) in the viewer's units. The client's
// Progress tab adds the form to log a value; the coach's client detail adds custom metrics.
import { useQuery } from '@tanstack/react-query';
import { Button, Group, HStack, Stack, Text, NativeSelect } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { LineChart } from '#web/components/chart/line-chart.tsx';
import { InlineLoading } from '#web/components/inline-loading.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useSetLengthUnit, type Overview, type Series } from '../hooks/use-body-metrics.ts';
import { chartPoints, formatDay, formatValue, unitLabelOf, type UnitPrefs } from '../lib/units.ts';
import { useBodyMetricTexts } from '../texts.ts';
import { CustomMetricForm } from './custom-metric-form.tsx';
import { LogMetricForm } from './log-metric-form.tsx';

interface Query<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The signed-in client's card (Progress tab), with the form to log a value. */
export function ClientBodyMetrics() {
  const T = useBodyMetricTexts();
  const trpc = useTRPC();
  const [picked, setPicked] = useState('weight');
  const overview = useQuery(trpc.clientApp.bodyMetrics.overview.queryOptions());
  const series = useQuery(trpc.clientApp.bodyMetrics.series.queryOptions({ metric: picked }));
  return <BodyMetricsCard overview={overview} series={series} picked={picked} onPick={setPicked} description={T.description} empty={T.empty} />;
}

/** A client's card for their coach (client detail), with the coach's custom metrics. */
export function CoachBodyMetrics({ clientId }: { clientId: string }) {
  const T = useBodyMetricTexts();
  const trpc = useTRPC();
  const [picked, setPicked] = useState('weight');
  const overview = useQuery(trpc.coach.bodyMetrics.overview.queryOptions({ id: clientId }));
  const series = useQuery(trpc.coach.bodyMetrics.series.queryOptions({ id: clientId, metric: picked }));
  return <BodyMetricsCard overview={overview} series={series} picked={picked} onPick={setPicked} description={T.coachDescription} empty={T.coachEmpty} coachOf={clientId} />;
}

interface CardProps {
  overview: Query<Overview>;
  series: Query<Series>;
  picked: string;
  onPick: (metric: string) => void;
  description: string;
  empty: string;
  /** The coach's view of this client: custom metrics instead of the logging form. */
  coachOf?: string;
}

function BodyMetricsCard({ overview, series, picked, onPick, description, empty, coachOf }: CardProps) {
  const T = useBodyMetricTexts();
  const selectId = useId();
  const loadUnit = useAuth().user?.loadUnit ?? 'KG';
  let body: ReactNode;
  const metric = overview.data?.metrics.find((m) => m.metric === picked) ?? overview.data?.metrics[0];
  if (overview.isPending) {
    body = <InlineLoading label={T.loading} py="4" />;
  } else if ((overview.isError && !overview.data) || !metric || !overview.data) {
    body = (
      <Stack gap="2" align="start" role="alert">
        <Text textStyle="sm" color="fg.error">
          {T.error}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
          {T.retry}
        </Button>
      </Stack>
    );
  } else {
    const prefs: UnitPrefs = { loadUnit, lengthUnit: overview.data.lengthUnit };
    const items = series.data?.metric === metric.metric ? series.data.items : [];
    body = (
      <Stack gap="4">
        <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }}>
          <Stack gap="1" flex="1" minW="0">
            <Text asChild textStyle="sm" fontWeight="medium">
              <label htmlFor={selectId}>{T.metric}</label>
            </Text>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={selectId} value={metric.metric} onChange={(e) => onPick(e.target.value)} data-testid="metric-select">
                {overview.data.metrics.map((m) => (
                  <option key={m.metric} value={m.metric}>
                    {m.latest ? `${m.name} · ${formatValue(m, m.latest.value, prefs)}` : m.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
          {metric.kind === 'length' ? <LengthUnitToggle unit={prefs.lengthUnit} /> : null}
        </Stack>
        <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Text fontSize="2xl" fontWeight="semibold" data-testid="metric-latest">
            {metric.latest ? formatValue(metric, metric.latest.value, prefs) : T.notLogged}
          </Text>
          {metric.latest ? (
            <Text textStyle="sm" color="fg.muted">
              {formatDay(metric.latest.date)} · {T.logged(metric.count)}
            </Text>
          ) : null}
        </HStack>
        {series.isPending && !series.data ? (
          <InlineLoading label={T.loading} py="2" />
        ) : items.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {empty}
          </Text>
        ) : (
          <>
            <LineChart title={T.chartTitle(metric.name)} points={chartPoints(metric, items, prefs)} unit={unitLabelOf(metric, prefs)} height={180} />
            {items.length === 1 ? (
              <Text textStyle="xs" color="fg.muted">
                {T.onePoint}
              </Text>
            ) : null}
          </>
        )}
        {coachOf ? <CustomMetricForm clientId={coachOf} custom={overview.data.metrics.filter((m) => m.kind === 'custom')} /> : <LogMetricForm key={metric.metric} metric={metric} prefs={prefs} />}
      </Stack>
    );
  }
  return (
    <SectionCard title={T.title} description={description} testId="body-metrics">
      {body}
    </SectionCard>
  );
}

/** cm / in for every length, the user's own setting. */
function LengthUnitToggle({ unit }: { unit: 'CM' | 'IN' }) {
  const T = useBodyMetricTexts();
  const save = useSetLengthUnit();
  return (
    <Group attached role="group" aria-label={T.lengthUnit}>
      {(['CM', 'IN'] as const).map((u) => (
        <Button
          key={u}
          size="sm"
          minH="11"
          minW="11"
          variant={unit === u ? 'solid' : 'outline'}
          colorPalette={unit === u ? 'brand' : 'gray'}
          aria-pressed={unit === u}
          onClick={() => unit !== u && save.mutate({ lengthUnit: u })}
        >
          {u === 'CM' ? 'cm' : 'in'}
        </Button>
      ))}
    </Group>
  );
}
