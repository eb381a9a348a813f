// The e-mail field of the public forms (sign-in, registration, password reset): one set of
// keyboard hints, so phones show the e-mail keyboard and never capitalise or correct an address.
import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

export function EmailField({ label, value, onChange }: { label: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input type="email" name="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} placeholder="you@example.com" value={value} onChange={onChange} size="lg" />
    </Field.Root>
  );
}
