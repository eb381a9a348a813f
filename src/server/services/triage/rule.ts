// The coach's "needs attention" rule (docs/triage.md): one row per coach once saved, the
// defaults of src/shared/triage.ts until then.
import type { Db } from '#server/db/client';
import { DEFAULT_TRIAGE_RULE, type TriageRuleSettings } from '#shared/triage';
import type { TriageRule } from '#shared/schemas/triage';

const ruleSelect = {
  inactiveEnabled: true,
  inactiveDays: true,
  lowAdherenceEnabled: true,
  adherenceBelowPct: true,
  missedSinceMessageEnabled: true,
  unreviewedCheckInEnabled: true,
} as const;

export async function readTriageRule(db: Db, coachId: string): Promise<TriageRule> {
  const row = await db.triageRule.findUnique({ where: { coachId }, select: ruleSelect });
  return row ? { ...row, isDefault: false } : { ...DEFAULT_TRIAGE_RULE, isDefault: true };
}

export async function saveTriageRule(db: Db, coachId: string, rule: TriageRuleSettings): Promise<TriageRule> {
  const row = await db.triageRule.upsert({ where: { coachId }, create: { coachId, ...rule }, update: rule, select: ruleSelect });
  return { ...row, isDefault: false };
}
