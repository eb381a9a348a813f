import { Box, Card, HStack, Text, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
  palette: string;
  loading?: boolean;
}

export function StatCard({ label, value, hint, icon, palette, loading }: StatCardProps) {
  return (
    <Card.Root size="sm" variant="outline" data-testid={`stat-${label}`}>
      <Card.Body>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Box minW="0">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              {label}
            </Text>
            {loading ? (
              <Skeleton h="9" w="12" mt="1" />
            ) : (
              <Text fontSize="3xl" fontWeight="bold" lineHeight="1.2" mt="1" aria-label={`${label}: ${String(value)}`}>
                {value}
              </Text>
            )}
            {hint ? (
              <Text fontSize="xs" color="fg.subtle" mt="0.5">
                {hint}
              </Text>
            ) : null}
          </Box>
          <Box color={`${palette}.fg`} bg={`${palette}.subtle`} p="2.5" borderRadius="l2" aria-hidden flexShrink={0}>
            {icon}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
