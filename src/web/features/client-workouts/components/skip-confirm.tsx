// Issue 12: Skip (Today and Upcoming) asks first. A skipped workout cannot be taken back (the
// server refuses changes to a finished session), so a stray tap must not skip it.
import { LazyConfirmDialog } from '#web/components/lazy-confirm-dialog.tsx';
import { useWorkoutTexts } from '../texts.ts';

export function SkipConfirmDialog({ open, onOpenChange, name, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; name: string; onConfirm: () => void }) {
  const T = useWorkoutTexts();
  return (
    <LazyConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.skipConfirm.title}
      description={T.skipConfirm.body(name)}
      confirmLabel={T.skipConfirm.confirm}
      cancelLabel={T.skipConfirm.cancel}
      onConfirm={onConfirm}
    />
  );
}
