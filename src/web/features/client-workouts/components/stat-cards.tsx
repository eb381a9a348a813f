// The four stat cards of the client dashboard (docs/product.md §2, formulas of docs/product.md §9).
import { Card, HStack, SimpleGrid, Text, ProgressCircle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHistoryTexts } from '../history-texts.ts';

export interface DashboardStats {
  weekCompleted: number;
  weekTotal: number;
  weekMinutes: number;
  avgWorkout: number;
  foodToday: number;
  mealsPerDay: number | null;
  avgFood: number;
  weeklyTarget: number;
}

function StatCard({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <Card.Root variant="outline" size="sm" data-testid="stat-card">
      <Card.Body gap="1">
        <Text textStyle="xs" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        {children}
        {hint ? (
          <Text textStyle="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function StatCards({ s }: { s: DashboardStats }) {
  const HISTORY_TEXTS = useHistoryTexts();
  const ring = s.weekTotal === 0 ? 0 : Math.round((s.weekCompleted / s.weekTotal) * 100);
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <StatCard label={HISTORY_TEXTS.weekWorkouts} hint={HISTORY_TEXTS.totalTime(s.weekMinutes)}>
        <HStack gap="3">
          <ProgressCircle.Root value={ring} size="md" colorPalette="green" aria-label={`${s.weekCompleted} of ${s.weekTotal}`}>
            <ProgressCircle.Circle>
              <ProgressCircle.Track />
              <ProgressCircle.Range strokeLinecap="round" />
            </ProgressCircle.Circle>
          </ProgressCircle.Root>
          <Text textStyle="2xl" fontWeight="bold">
            {s.weekCompleted}/{s.weekTotal}
          </Text>
        </HStack>
      </StatCard>
      <StatCard label={HISTORY_TEXTS.avgWorkout} hint={HISTORY_TEXTS.allSessions}>
        <Text textStyle="2xl" fontWeight="bold">
          {s.avgWorkout}%
        </Text>
      </StatCard>
      <StatCard label={HISTORY_TEXTS.todayFood} hint={HISTORY_TEXTS.mealsToday}>
        <Text textStyle="2xl" fontWeight="bold">
          {s.mealsPerDay ? `${s.foodToday}/${s.mealsPerDay}` : s.foodToday}
        </Text>
      </StatCard>
      <StatCard label={HISTORY_TEXTS.avgFood} hint={HISTORY_TEXTS.ofWeeklyTarget(s.weeklyTarget)}>
        <Text textStyle="2xl" fontWeight="bold">
          {s.avgFood}%
        </Text>
      </StatCard>
    </SimpleGrid>
  );
}
