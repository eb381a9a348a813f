// Body metrics: the reads of the client's Progress tab and the coach's client detail, logging a
// value (queued offline like every client write, docs/offline.md), the cm/in setting, and the
// coach's custom metrics.
import { isBuiltInMetric, STORED_UNIT, toStored, BUILT_IN } from '#shared/body-metrics';
import type { LogBodyMetricInput } from '#shared/schemas/body-metrics';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';

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
  const utils = trpc.useUtils();
  const series = utils.clientApp.bodyMetrics.series;
  const overview = utils.clientApp.bodyMetrics.overview;
  return trpc.clientApp.bodyMetrics.log.useMutation({
    onMutate: async (input) => {
      const key = { metric: input.metric };
      await Promise.all([series.cancel(key), overview.cancel()]);
      const previous = { series: series.getData(key), overview: overview.getData() };
      const day = { date: input.date, value: storedValue(input) };
      series.setData(key, (old) => (old ? { ...old, items: withDay(old.items, day) } : { metric: input.metric, items: [day], nextCursor: null }));
      overview.setData(undefined, (old) =>
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
      const name = utils.clientApp.bodyMetrics.overview.getData()?.metrics.find((m) => m.metric === input.metric)?.name ?? T.value;
      toast.success(T.saved(name));
    },
    onError: (err, input, previous) => {
      if (previous) {
        series.setData({ metric: input.metric }, previous.series);
        overview.setData(undefined, previous.overview);
      }
      toast.error(T.saveFailed, errorMessage(err, T.saveFailed));
    },
    onSettled: (data, error, input) => {
      if (data !== undefined || error) {
        void series.invalidate({ metric: input.metric });
        void overview.invalidate();
      }
    },
  });
}

/** The cm/in setting (queued offline with the kg/lb one): the card shows the new unit at once. */
export function useSetLengthUnit() {
  const utils = trpc.useUtils();
  const client = utils.clientApp.bodyMetrics.overview;
  const coach = utils.coach.bodyMetrics.overview;
  return trpc.auth.setLengthUnit.useMutation({
    onMutate: async ({ lengthUnit }) => {
      const previous = client.getData();
      client.setData(undefined, (old) => (old ? { ...old, lengthUnit } : old));
      return { previous };
    },
    onError: (err, _input, ctx) => {
      if (ctx?.previous) client.setData(undefined, ctx.previous);
      toast.error(T.unitFailed, errorMessage(err, T.unitFailed));
    },
    // The coach's reads (one per client) carry the coach's own unit: read again.
    onSuccess: (data) => {
      if (data !== undefined) void coach.invalidate();
    },
  });
}

export function useCreateDefinition(clientId: string) {
  const utils = trpc.useUtils();
  return trpc.coach.bodyMetrics.createDefinition.useMutation({
    onSuccess: (def) => {
      toast.success(T.added(def.name));
      void utils.coach.bodyMetrics.overview.invalidate({ id: clientId });
      void utils.coach.bodyMetrics.definitions.invalidate();
    },
    onError: (err) => toast.error(T.addFailed, errorMessage(err, T.addFailed)),
  });
}

/** Removes a custom metric with its values, after the coach confirms. */
export function useDeleteDefinition(clientId: string) {
  const utils = trpc.useUtils();
  return trpc.coach.bodyMetrics.deleteDefinition.useMutation({
    onSuccess: () => {
      toast.success(T.removed);
      void utils.coach.bodyMetrics.overview.invalidate({ id: clientId });
      void utils.coach.bodyMetrics.definitions.invalidate();
    },
    onError: (err) => toast.error(T.removeFailed, errorMessage(err, T.removeFailed)),
  });
}
