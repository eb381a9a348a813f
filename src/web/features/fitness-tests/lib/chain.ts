// Root tests with their retests (docs/product.md §2: only roots are listed; retests in date order).
export interface TestRow {
  id: string;
  testName: string;
  result: string;
  unit: string | null;
  notes: string | null;
  testedAt: Date;
  previousTestId: string | null;
}

export interface TestChain<T extends TestRow = TestRow> {
  root: T;
  retests: T[];
  /** The latest result of the chain (the root when there is no retest). */
  latest: T;
}

const byDate = (a: TestRow, b: TestRow) => a.testedAt.getTime() - b.testedAt.getTime();

/** Chains newest-started first; retests whose root is missing are left out. */
export function groupTests<T extends TestRow>(tests: T[]): TestChain<T>[] {
  const retestsOf = new Map<string, T[]>();
  for (const t of tests) {
    if (t.previousTestId) retestsOf.set(t.previousTestId, [...(retestsOf.get(t.previousTestId) ?? []), t]);
  }
  return tests
    .filter((t) => !t.previousTestId)
    .toSorted((a, b) => byDate(b, a))
    .map((root) => {
      const retests = (retestsOf.get(root.id) ?? []).toSorted(byDate);
      return { root, retests, latest: retests.at(-1) ?? root };
    });
}

export const withUnit = (result: string, unit: string | null) => (unit ? `${result} ${unit}` : result);
