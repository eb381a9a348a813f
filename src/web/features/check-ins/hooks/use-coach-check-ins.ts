// The coach's check-ins (docs/check-ins.md): the review queue a section at a time, one check-in's
// review, replying and marking reviewed, templates and schedules.
import { useInfiniteQuery, useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { useTRPC, type RouterOutputs } from '#web/lib/trpc.ts';
import { useCheckInTexts } from '../texts.ts';

export type QueueSection = 'toReview' | 'overdue' | 'upcoming' | 'reviewed';
export type Template = RouterOutputs['coach']['checkIns']['templates'][number];
export type Schedule = RouterOutputs['coach']['checkIns']['schedules'][number];

export const QUEUE_PAGE_SIZE = 20;

export function useCheckInQueue(section: QueueSection) {
  const trpc = useTRPC();
  return useInfiniteQuery(trpc.coach.checkIns.queue.infiniteQueryOptions({ section, limit: QUEUE_PAGE_SIZE }, { getNextPageParam: (last) => last.nextCursor }));
}

export function useCheckInReview(id: string | null) {
  const trpc = useTRPC();
  return useQuery(trpc.coach.checkIns.review.queryOptions({ id: id ?? '' }, { enabled: id !== null }));
}

function useRefreshAll() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.coach.checkIns.pathFilter());
    // A review clears the roster's "check-in to review", a schedule moves its check-in column (docs/triage.md).
    void queryClient.invalidateQueries(trpc.coach.triage.roster.pathFilter());
  };
}

export function useReplyToCheckIn() {
  const T = useCheckInTexts();
  const trpc = useTRPC();
  const refresh = useRefreshAll();
  return useMutation(
    trpc.coach.checkIns.reply.mutationOptions({
      onSuccess: () => toast.success(T.replySent),
      onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)),
      onSettled: refresh,
    }),
  );
}

export function useMarkReviewed() {
  const T = useCheckInTexts();
  const trpc = useTRPC();
  const refresh = useRefreshAll();
  return useMutation(
    trpc.coach.checkIns.setReviewed.mutationOptions({
      onSuccess: () => toast.success(T.markedReviewed),
      onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)),
      onSettled: refresh,
    }),
  );
}

export const useTemplates = () => {
  const trpc = useTRPC();
  return useQuery(trpc.coach.checkIns.templates.queryOptions());
};
export const useSchedules = () => {
  const trpc = useTRPC();
  return useQuery(trpc.coach.checkIns.schedules.queryOptions({}));
};
export const useCoachClients = () => {
  const trpc = useTRPC();
  return useQuery(trpc.coach.clients.list.queryOptions({ includeArchived: false }, { staleTime: 10 * 60_000 }));
};
export const useMetricDefinitions = () => {
  const trpc = useTRPC();
  return useQuery(trpc.coach.bodyMetrics.definitions.queryOptions());
};

export function useSaveTemplate() {
  const trpc = useTRPC();
  const refresh = useRefreshAll();
  const create = useMutation(trpc.coach.checkIns.createTemplate.mutationOptions({ onSettled: refresh }));
  const update = useMutation(trpc.coach.checkIns.updateTemplate.mutationOptions({ onSettled: refresh }));
  return { create, update };
}

export function useDeleteTemplate() {
  const T = useCheckInTexts();
  const trpc = useTRPC();
  const refresh = useRefreshAll();
  return useMutation(trpc.coach.checkIns.deleteTemplate.mutationOptions({ onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)), onSettled: refresh }));
}

export function useCreateSchedules() {
  const trpc = useTRPC();
  const refresh = useRefreshAll();
  return useMutation(trpc.coach.checkIns.createSchedules.mutationOptions({ onSettled: refresh }));
}

export function useSetScheduleStatus() {
  const T = useCheckInTexts();
  const trpc = useTRPC();
  const refresh = useRefreshAll();
  return useMutation(trpc.coach.checkIns.setScheduleStatus.mutationOptions({ onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)), onSettled: refresh }));
}
