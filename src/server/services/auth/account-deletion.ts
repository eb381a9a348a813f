// A coach deletes their own account and all its data (docs/self-hosting.md, ADR 0035). Asking for
// it (typing the account's e-mail address) schedules the deletion ACCOUNT_DELETION_GRACE_DAYS
// ahead; until then the coach signs in as before, sees the date, and can cancel. The hourly
// "account-deletions" job (jobs/definitions.ts) then deletes, per coach and in one transaction,
// their clients' accounts (which takes every client's rows with them), the coach's account (which
// takes every row that hangs off the coach) and the library version row; after the commit it
// deletes the stored photos' bytes and the logo. The clients' links and sessions go with their
// accounts, so the client app answers 401 from then on.
import { ACCOUNT_DELETION_GRACE_DAYS } from '#shared/limits';
import { MSG_DELETION_CONFIRM_MISMATCH } from '#shared/schemas/auth';
import type { Db } from '#server/db/client';
import { invalid } from '#server/errors';
import { storageOf, type StorageDeps } from '#server/lib/object-storage/index';
import { removeReleasedPhotos } from '../photos/cleanup.ts';

/** Accounts deleted per run of the job; the next run carries on. */
export const DELETIONS_PER_RUN = 20;

const answer = (scheduledFor: Date | null) => ({ scheduledFor: scheduledFor?.toISOString() ?? null });

export async function getAccountDeletion(db: Db, coachId: string): Promise<{ scheduledFor: string | null }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: coachId }, select: { deletionScheduledFor: true } });
  return answer(user.deletionScheduledFor);
}

/** Schedules the deletion; asking again keeps the first date. */
export async function scheduleAccountDeletion(deps: Pick<StorageDeps, 'db' | 'clock'>, coachId: string, confirmEmail: string): Promise<{ scheduledFor: string | null }> {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: coachId }, select: { email: true, deletionScheduledFor: true } });
  if (!user.email || user.email !== confirmEmail.trim().toLowerCase()) throw invalid(MSG_DELETION_CONFIRM_MISMATCH);
  if (user.deletionScheduledFor) return answer(user.deletionScheduledFor);
  const scheduledFor = new Date(deps.clock.now().getTime() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000);
  await deps.db.user.update({ where: { id: coachId }, data: { deletionScheduledFor: scheduledFor } });
  return answer(scheduledFor);
}

export async function cancelAccountDeletion(db: Db, coachId: string): Promise<{ scheduledFor: null }> {
  await db.user.update({ where: { id: coachId }, data: { deletionScheduledFor: null } });
  return { scheduledFor: null };
}

/**
 * Deletes one coach's account and everything of theirs, if its deletion is (still) due: a cancel
 * that commits first wins. Returns whether it deleted.
 */
export async function deleteCoachAccount(deps: StorageDeps, coachId: string): Promise<boolean> {
  const now = deps.clock.now();
  const done = await deps.db.$transaction(async (tx) => {
    const coach = await tx.user.findFirst({
      where: { id: coachId, role: 'COACH', deletionScheduledFor: { lte: now } },
      select: { id: true, branding: { select: { logoPath: true } } },
    });
    if (!coach) return null;
    const photos = await tx.storedObject.findMany({ where: { client: { coachId } }, select: { key: true } });
    const clients = await tx.client.findMany({ where: { coachId }, select: { userId: true } });
    // A client's account takes the client and all its rows; the coach's takes the rest. Photos
    // are let go by the same cascade (StoredObject.clientId set null) and removed after the commit.
    await tx.user.deleteMany({ where: { id: { in: clients.map((c) => c.userId) }, role: 'CLIENT' } });
    // A program's entries keep their plans and a plan's exercises keep theirs (onDelete:
    // Restrict), so the cascade from the coach could meet them in the wrong order: programs
    // first (with their entries), then plans (with their exercises), then the rest.
    await tx.program.deleteMany({ where: { coachId } });
    await tx.plan.deleteMany({ where: { coachId } });
    await tx.user.delete({ where: { id: coachId } });
    // No relation (ADR 0028): the cascade's triggers have just written it again.
    await tx.libraryVersion.deleteMany({ where: { coachId } });
    return { photoKeys: photos.map((p) => p.key), logo: coach.branding?.logoPath ?? null, clients: clients.length };
  });
  if (!done) return false;
  await removeReleasedPhotos(deps, done.photoKeys);
  if (done.logo) {
    try {
      await storageOf(deps).delete(done.logo);
    } catch (err) {
      deps.log.warn({ err, key: done.logo }, 'could not delete the logo of a deleted account');
    }
  }
  deps.log.info({ coachId, clients: done.clients, photos: done.photoKeys.length }, 'deleted a coach account and its data, as its owner asked');
  return true;
}

/** The "account-deletions" job: every coach whose deletion is due, a bounded number per run. */
export async function deleteDueAccounts(deps: StorageDeps): Promise<{ deleted: number }> {
  const due = await deps.db.user.findMany({
    where: { role: 'COACH', deletionScheduledFor: { lte: deps.clock.now() } },
    select: { id: true },
    orderBy: { deletionScheduledFor: 'asc' },
    take: DELETIONS_PER_RUN,
  });
  let deleted = 0;
  for (const { id } of due) if (await deleteCoachAccount(deps, id)) deleted++;
  return { deleted };
}
