// The coach's check-ins (docs/check-ins.md): the review queue a section at a time, one check-in's
// review, replying and marking reviewed, templates and schedules.
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { trpc, type RouterOutputs } from '#web/lib/trpc.ts';
import { T } from '../texts.ts';

export type QueueSection = 'toReview' | 'overdue' | 'upcoming' | 'reviewed';
export type Template = RouterOutputs['coach']['checkIns']['templates'][number];
export type Schedule = RouterOutputs['coach']['checkIns']['schedules'][number];

export const QUEUE_PAGE_SIZE = 20;

export function useCheckInQueue(section: QueueSection) {
  return trpc.coach.checkIns.queue.useInfiniteQuery({ section, limit: QUEUE_PAGE_SIZE }, { getNextPageParam: (last) => last.nextCursor });
}

export function useCheckInReview(id: string | null) {
  return trpc.coach.checkIns.review.useQuery({ id: id ?? '' }, { enabled: id !== null });
}

function useRefreshAll() {
  const utils = trpc.useUtils();
  return () => void utils.coach.checkIns.invalidate();
}

export function useReplyToCheckIn() {
  const refresh = useRefreshAll();
  return trpc.coach.checkIns.reply.useMutation({
    onSuccess: () => toast.success(T.replySent),
    onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)),
    onSettled: refresh,
  });
}

export function useMarkReviewed() {
  const refresh = useRefreshAll();
  return trpc.coach.checkIns.setReviewed.useMutation({
    onSuccess: () => toast.success(T.markedReviewed),
    onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)),
    onSettled: refresh,
  });
}

export const useTemplates = () => trpc.coach.checkIns.templates.useQuery();
export const useSchedules = () => trpc.coach.checkIns.schedules.useQuery({});
export const useCoachClients = () => trpc.coach.clients.list.useQuery({ includeArchived: false }, { staleTime: 10 * 60_000 });
export const useMetricDefinitions = () => trpc.coach.bodyMetrics.definitions.useQuery();

export function useSaveTemplate() {
  const refresh = useRefreshAll();
  const create = trpc.coach.checkIns.createTemplate.useMutation({ onSettled: refresh });
  const update = trpc.coach.checkIns.updateTemplate.useMutation({ onSettled: refresh });
  return { create, update };
}

export function useDeleteTemplate() {
  const refresh = useRefreshAll();
  return trpc.coach.checkIns.deleteTemplate.useMutation({ onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)), onSettled: refresh });
}

export function useCreateSchedules() {
  const refresh = useRefreshAll();
  return trpc.coach.checkIns.createSchedules.useMutation({ onSettled: refresh });
}

export function useSetScheduleStatus() {
  const refresh = useRefreshAll();
  return trpc.coach.checkIns.setScheduleStatus.useMutation({ onError: (err) => toast.error(T.sendFailed, errorMessage(err, T.sendFailed)), onSettled: refresh });
}
