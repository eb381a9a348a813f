// The signed-in user's own language (docs/translations.md): a client's on the Dashboard, beside the
// time zone; a coach's in Profile. Saved at once on change; the app switches before the answer.
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LanguageSelect } from '#web/components/language-select.tsx';
import { toast } from '#web/components/toaster.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { errorMessage } from '#web/lib/errors.ts';
import { useLocale, useSetOwnLocale } from './use-locale.ts';
import { useLanguageTexts } from './texts.ts';

export function LanguageSetting() {
  const T = useLanguageTexts();
  const { preview } = useAuth();
  const current = useLocale();
  const save = useSetOwnLocale();
  return (
    <Card.Root variant="outline" data-testid="language-setting">
      <Card.Body>
        <Stack gap="3">
          <Heading size="md">{T.title}</Heading>
          <Text color="fg.muted" fontSize="sm">
            {T.help}
          </Text>
          <LanguageSelect
            label={T.label}
            value={current}
            disabled={preview || save.isPending}
            onChange={(locale) =>
              save.mutate(
                { locale },
                {
                  onSuccess: () => toast.success(T.saved),
                  onError: (err) => toast.error(T.failed, errorMessage(err, T.failed)),
                },
              )
            }
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
