// Profile (SPEC §2, §5, §8): personal information, professional details and password change.
import { Stack } from '@chakra-ui/react';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
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
          <PasswordForm />
        </Stack>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
