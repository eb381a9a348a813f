// The JSON Schema (draft 2020-12) of the export file, generated from its zod schema.
import { z } from 'zod';
import { EXPORT_FORMAT_VERSION, ZExportData } from './data-transfer.ts';

export function exportJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ZExportData, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'https://spotter.example/schemas/export-format.schema.json',
    title: `Spotter export file (format version ${EXPORT_FORMAT_VERSION})`,
    description:
      'What GET /api/export-data returns and POST /api/import-data accepts as { "data": <this> }. Ids link rows inside the file only; an import gives every row a new id. Dates are ISO-8601 date-times. No passwords, sign-in or access tokens, or photo storage keys are included.',
  };
}
