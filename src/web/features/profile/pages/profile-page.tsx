// Profile (docs/product.md §2, §5, §8): personal information, professional details, the e-mailed digest
// (docs/jobs.md), the calendar feed of every client's sessions (docs/calendar-and-csv.md) and password change.
import { Stack } from '@chakra-ui/react';
import { LoadingState } from '#web/components/loading-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { CoachCalendarFeedCard } from '#web/features/integrations/index.ts';
import { DigestCard } from '../components/digest-card.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { T } from '../texts.ts';

export default function ProfilePage() {
  const { user, setUser, refreshUser } = useAuth();
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
          <DigestCard />
          <CoachCalendarFeedCard />
          <PasswordForm />
        </Stack>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
