// The heading block every screen starts with: title (also the tab title), optional subtitle,
// optional back link and actions that wrap under the title on phones.
import { Box, Flex, Heading, HStack, Text, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.ts';
import { ArrowLeftIcon } from './icons.tsx';

export interface PageHeaderProps {
  title: ReactNode;
  /** Tab title when `title` is not plain text. */
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}

export function PageHeader({ title, documentTitle, description, actions, back }: PageHeaderProps) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <Box as="header" mb={{ base: '5', md: '6' }}>
      {back ? (
        <Link asChild color="fg.muted" fontSize="sm" mb="3" _hover={{ color: 'fg' }}>
          <RouterLink to={back.to}>
            <ArrowLeftIcon size="sm" />
            {back.label}
          </RouterLink>
        </Link>
      ) : null}
      <Flex gap="4" align={{ base: 'stretch', sm: 'flex-start' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
        <Box minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" mt="1">
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? (
          <HStack gap="2" flexWrap="wrap" flexShrink={0}>
            {actions}
          </HStack>
        ) : null}
      </Flex>
    </Box>
  );
}
