import { z } from 'zod';
import { ZExportData, ZImportInput, ZImportOutput } from '../../../../shared/schemas/data-transfer.ts';
import { exportData } from '../../../services/data-transfer/export.ts';
import { importData } from '../../../services/data-transfer/import.ts';
import { coachProcedure, router } from '../../init.ts';

const tags = ['Data transfer'];

export const dataTransferRouter = router({
  export: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/export-data', tags, protect: true, summary: "Everything the coach owns, as the export file (docs/export-format.schema.json)" } })
    .input(z.void())
    .output(ZExportData)
    .query(({ ctx }) => exportData(ctx.db, ctx.coachId, ctx.clock.now())),

  import: coachProcedure
    .meta({ openapi: { method: 'POST', path: '/import-data', tags, protect: true, summary: 'Import an export file: validated first, written all-or-nothing, ids remapped' } })
    .input(ZImportInput)
    .output(ZImportOutput)
    .mutation(({ ctx, input }) => importData(ctx.db, ctx.coachId, input.data)),
});
