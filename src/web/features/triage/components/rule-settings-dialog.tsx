// The coach's "needs attention" rule (docs/triage.md): each part on or off, the days and the
// percentage, with the defaults shown beside them. Checked with the server's schema before sending.
import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ZTriageRuleInput } from '#shared/schemas/triage';
import { DEFAULT_TRIAGE_RULE, type TriageRuleSettings } from '#shared/triage';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { toast } from '#web/components/toaster.tsx';
import { errorMessage } from '#web/lib/errors.ts';
import { fieldErrors } from '#web/lib/form-errors.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { useTriageTexts } from '../texts.ts';

type Draft = Omit<TriageRuleSettings, 'inactiveDays' | 'adherenceBelowPct'> & { inactiveDays: string; adherenceBelowPct: string };

const draftOf = (r: TriageRuleSettings): Draft => ({
  inactiveEnabled: r.inactiveEnabled,
  inactiveDays: String(r.inactiveDays),
  lowAdherenceEnabled: r.lowAdherenceEnabled,
  adherenceBelowPct: String(r.adherenceBelowPct),
  missedSinceMessageEnabled: r.missedSinceMessageEnabled,
  unreviewedCheckInEnabled: r.unreviewedCheckInEnabled,
});

export function RuleSettingsDialog() {
  const trpc = useTRPC();
  const T = useTriageTexts();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const queryClient = useQueryClient();
  const rule = useQuery(trpc.coach.triage.getRule.queryOptions(undefined, { enabled: open }));
  const save = useMutation(
    trpc.coach.triage.setRule.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.coach.triage.getRule.queryKey(), saved);
        void queryClient.invalidateQueries(trpc.coach.triage.roster.pathFilter());
        toast.success(T.ruleSaved);
        setOpen(false);
      },
      onError: (err) => toast.error(T.ruleFailed, errorMessage(err, T.ruleFailed)),
    }),
  );
  const current = draft ?? (rule.data ? draftOf(rule.data) : null);
  const change = (patch: Partial<Draft>) => current && setDraft({ ...current, ...patch });

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          setDraft(null);
          setErrors({});
        }
      }}
      title={T.ruleTitle}
      trigger={
        <Button variant="outline" size="sm">
          {T.settings}
        </Button>
      }
      submitLabel={T.ruleSave}
      cancelLabel={T.ruleCancel}
      submitDisabled={!current}
      pending={save.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (!current) return;
        const value = { ...current, inactiveDays: Number(current.inactiveDays), adherenceBelowPct: Number(current.adherenceBelowPct) };
        setErrors(fieldErrors(ZTriageRuleInput, value));
        const parsed = ZTriageRuleInput.safeParse(value);
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      {!current ? (
        <Text color="fg.muted">{rule.isError ? errorMessage(rule.error, T.failed) : T.loading}</Text>
      ) : (
        <Stack gap="4">
          <Part checked={current.inactiveEnabled} onChange={(v) => change({ inactiveEnabled: v })} label={T.ruleInactive}>
            <NumberField
              label={T.ruleInactive}
              unit={T.ruleInactiveUnit}
              value={current.inactiveDays}
              disabled={!current.inactiveEnabled}
              onChange={(v) => change({ inactiveDays: v })}
              error={errors.inactiveDays}
              hint={T.ruleDefault(`${DEFAULT_TRIAGE_RULE.inactiveDays} ${T.ruleInactiveUnit}`)}
            />
          </Part>
          <Part checked={current.lowAdherenceEnabled} onChange={(v) => change({ lowAdherenceEnabled: v })} label={T.ruleAdherence}>
            <NumberField
              label={T.ruleAdherence}
              unit={T.ruleAdherenceUnit}
              value={current.adherenceBelowPct}
              disabled={!current.lowAdherenceEnabled}
              onChange={(v) => change({ adherenceBelowPct: v })}
              error={errors.adherenceBelowPct}
              hint={T.ruleDefault(`${DEFAULT_TRIAGE_RULE.adherenceBelowPct}${T.ruleAdherenceUnit}`)}
            />
          </Part>
          <Part checked={current.missedSinceMessageEnabled} onChange={(v) => change({ missedSinceMessageEnabled: v })} label={T.ruleMissed} />
          <Part checked={current.unreviewedCheckInEnabled} onChange={(v) => change({ unreviewedCheckInEnabled: v })} label={T.ruleCheckIn} />
          <Button variant="ghost" size="sm" alignSelf="start" onClick={() => setDraft(draftOf(DEFAULT_TRIAGE_RULE))}>
            {T.ruleResetDefaults}
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
}

function Part({ checked, onChange, label, children }: { checked: boolean; onChange: (v: boolean) => void; label: string; children?: ReactNode }) {
  return (
    <Stack gap="2">
      <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {children}
    </Stack>
  );
}

function NumberField(p: { label: string; unit: string; value: string; disabled: boolean; onChange: (v: string) => void; error?: string; hint: string }) {
  return (
    <Field.Root invalid={!!p.error} disabled={p.disabled} ps="7">
      <HStack gap="2">
        <Input type="number" inputMode="numeric" w="6rem" aria-label={`${p.label} (${p.unit})`} value={p.value} onChange={(e) => p.onChange(e.target.value)} />
        <Text>{p.unit}</Text>
      </HStack>
      <Field.HelperText>{p.hint}</Field.HelperText>
      <Field.ErrorText>{p.error}</Field.ErrorText>
    </Field.Root>
  );
}
