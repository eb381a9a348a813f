// Writes docs/export-format.schema.json, the JSON Schema of the export file, from the zod schema
// the server validates imports with (src/shared/schemas/data-transfer.ts). Run after changing it:
//   node --import tsx scripts/export-json-schema.ts
// test/server/insights/export-schema.test.ts fails while the committed file is out of date.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJsonSchema } from '#shared/schemas/export-json-schema';

const file = path.resolve(import.meta.dirname, '../docs/export-format.schema.json');
await writeFile(file, `${JSON.stringify(exportJsonSchema(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
