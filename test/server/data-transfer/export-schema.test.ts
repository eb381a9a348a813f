import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportJsonSchema } from '#shared/schemas/export-json-schema';

describe('docs/export-format.schema.json', () => {
  it('is the JSON Schema generated from the zod schema (run scripts/export-json-schema.ts after changing it)', async () => {
    const committed = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../../docs/export-format.schema.json'), 'utf8'));
    expect(committed).toEqual(exportJsonSchema());
    expect(committed.required).toEqual(['exercises', 'plansWithExercises', 'programsWithPlans', 'clientsWithData', 'exportedBy']);
  });
});
