// Unknown paths (docs/product.md §2): 'Page Not Found'.
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CompassIcon } from '#web/components/later-icons.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useNotFoundTexts } from '../texts.ts';

/** `embedded` renders inside a layout (coach or client area) instead of filling the viewport. */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const T = useNotFoundTexts();
  usePageTitle(T.title);
  return (
    <Center minH={embedded ? '60vh' : '100dvh'} px="6">
      <VStack gap="4" textAlign="center" maxW="md">
        <Center boxSize="16" borderRadius="full" bg="bg.muted" color="fg.muted" fontSize="3xl">
          <CompassIcon />
        </Center>
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" letterSpacing="wider">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {T.title}
        </Heading>
        <Text color="fg.muted">{T.message}</Text>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to="/">{T.home}</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
