// Body metrics: the reads of the client's Progress tab and the coach's client detail, logging a
// value (queued offline like every client write, docs/offline.md), the cm/in setting, and the
// coach's custom metrics.
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { isBuiltInMetric, STORED_UNIT, toStored, BUILT_IN } from '#shared/body-metrics';
import type { LogBodyMetricInput } from '#shared/schemas/body-metrics';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';
import { useBodyMetricTexts } from '../texts.ts';

export type Overview = RouterOutputs['clientApp']['bodyMetrics']['overview'];
export type Metric = Overview['metrics'][number];
export type Series = RouterOutputs['clientApp']['bodyMetrics']['series'];

/** The value as the server will store it (kg, cm, %), for the change shown before the answer. */
function storedValue(input: LogBodyMetricInput): number {
  if (!isBuiltInMetric(input.metric)) return input.value;
  return toStored(input.value, input.unit ?? STORED_UNIT[BUILT_IN[input.metric].kind]);
}

/** A day's value put into a series, oldest first, replacing that day's earlier value. */
function withDay(items: Series['items'], day: { date: string; value: number }): Series['items'] {
  return [...items.filter((i) => i.date !== day.date), day].toSorted((a, b) => a.date.localeCompare(b.date));
}

/**
 * Logs a value. The chart and the latest value change at once (a change queued offline shows as
 * made) and go back if the server refuses; a change only queued does not re-read, which would
 * drop it until sent.
 */
export function useLogBodyMetric() {
  const T = useBodyMetricTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const series = trpc.clientApp.bodyMetrics.series;
  const overview = trpc.clientApp.bodyMetrics.overview;
  return useMutation(
    trpc.clientApp.bodyMetrics.log.mutationOptions({
      onMutate: async (input) => {
        const key = { metric: input.metric };
        await Promise.all([queryClient.cancelQueries(series.queryFilter(key)), queryClient.cancelQueries(overview.pathFilter())]);
        const previous = { series: queryClient.getQueryData(series.queryKey(key)), overview: queryClient.getQueryData(overview.queryKey()) };
        const day = { date: input.date, value: storedValue(input) };
        queryClient.setQueryData(series.queryKey(key), (old) => (old ? { ...old, items: withDay(old.items, day) } : { metric: input.metric, items: [day], nextCursor: null }));
        queryClient.setQueryData(overview.queryKey(), (old) =>
          old
            ? {
                ...old,
                metrics: old.metrics.map((m) => {
                  if (m.metric !== input.metric) return m;
                  const newDay = !previous.series?.items.some((i) => i.date === input.date);
                  const latest = !m.latest || m.latest.date <= input.date ? day : m.latest;
                  return { ...m, latest, count: m.count + (newDay ? 1 : 0) };
                }),
              }
            : old,
        );
        return previous;
      },
      onSuccess: (_data, input) => {
        const name = queryClient.getQueryData(trpc.clientApp.bodyMetrics.overview.queryKey())?.metrics.find((m) => m.metric === input.metric)?.name ?? T.value;
        toast.success(T.saved(name));
      },
      onError: (err, input, previous) => {
        if (previous) {
          queryClient.setQueryData(series.queryKey({ metric: input.metric }), previous.series);
          queryClient.setQueryData(overview.queryKey(), previous.overview);
        }
        toast.error(T.saveFailed, errorMessage(err, T.saveFailed));
      },
      onSettled: (data, error, input) => {
        if (data !== undefined || error) {
          void queryClient.invalidateQueries(series.queryFilter({ metric: input.metric }));
          void queryClient.invalidateQueries(overview.pathFilter());
        }
      },
    }),
  );
}

/** The cm/in setting (queued offline with the kg/lb one): the card shows the new unit at once. */
export function useSetLengthUnit() {
  const T = useBodyMetricTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const client = trpc.clientApp.bodyMetrics.overview;
  const coach = trpc.coach.bodyMetrics.overview;
  return useMutation(
    trpc.auth.setLengthUnit.mutationOptions({
      onMutate: async ({ lengthUnit }) => {
        const previous = queryClient.getQueryData(client.queryKey());
        queryClient.setQueryData(client.queryKey(), (old) => (old ? { ...old, lengthUnit } : old));
        return { previous };
      },
      onError: (err, _input, ctx) => {
        if (ctx?.previous) queryClient.setQueryData(client.queryKey(), ctx.previous);
        toast.error(T.unitFailed, errorMessage(err, T.unitFailed));
      },
      // The coach's reads (one per client) carry the coach's own unit: read again.
      onSuccess: (data) => {
        if (data !== undefined) void queryClient.invalidateQueries(coach.pathFilter());
      },
    }),
  );
}

export function useCreateDefinition(clientId: string) {
  const T = useBodyMetricTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.coach.bodyMetrics.createDefinition.mutationOptions({
      onSuccess: (def) => {
        toast.success(T.added(def.name));
        void queryClient.invalidateQueries(trpc.coach.bodyMetrics.overview.queryFilter({ id: clientId }));
        void queryClient.invalidateQueries(trpc.coach.bodyMetrics.definitions.pathFilter());
      },
      onError: (err) => toast.error(T.addFailed, errorMessage(err, T.addFailed)),
    }),
  );
}

/** Removes a custom metric with its values, after the coach confirms. */
export function useDeleteDefinition(clientId: string) {
  const T = useBodyMetricTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.coach.bodyMetrics.deleteDefinition.mutationOptions({
      onSuccess: () => {
        toast.success(T.removed);
        void queryClient.invalidateQueries(trpc.coach.bodyMetrics.overview.queryFilter({ id: clientId }));
        void queryClient.invalidateQueries(trpc.coach.bodyMetrics.definitions.pathFilter());
      },
      onError: (err) => toast.error(T.removeFailed, errorMessage(err, T.removeFailed)),
    }),
  );
}
