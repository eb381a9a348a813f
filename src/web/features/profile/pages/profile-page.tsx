// Profile (docs/product.md §2, §5, §8): personal information, professional details, the language
// (docs/translations.md), the e-mailed digest (docs/jobs.md), the calendar feed of every client's sessions (docs/calendar-and-csv.md), password
// change, inviting a coach (REGISTRATION=invite) and deleting the account (ADR 0035).
import { Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LazyPushSettingsCard } from '#web/features/push/index.ts';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTRPC } from '#web/lib/trpc.ts';
import { DeleteAccountCard } from '../components/delete-account-card.tsx';
import { InviteCoachCard } from '../components/invite-coach-card.tsx';
import { CoachCalendarFeedCard } from '#web/features/integrations/index.ts';
import { DigestCard } from '../components/digest-card.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { useProfileTexts } from '../texts.ts';
import { LanguageSetting } from '#web/i18n/language-setting.tsx';

export default function ProfilePage() {
  const T = useProfileTexts();
  const { user, setUser, refreshUser } = useAuth();
  const trpc = useTRPC();
  // Inviting coaches is for invite-only servers (REGISTRATION=invite).
  const registration = useQuery(trpc.auth.registration.queryOptions(undefined, { staleTime: Infinity }));
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      {user ? (
        <Stack gap={{ base: '4', md: '6' }} maxW="3xl">
          <ProfileForm
            key={user.id}
            user={user}
            onSaved={(u) => {
              setUser(u);
              void refreshUser();
            }}
          />
          <LanguageSetting />
          <DigestCard />
          <Suspense fallback={null}>
            <LazyPushSettingsCard />
            <CoachCalendarFeedCard />
          </Suspense>
          <PasswordForm />
          {registration.data?.mode === 'invite' ? <InviteCoachCard /> : null}
          <DeleteAccountCard email={user.email} />
        </Stack>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
