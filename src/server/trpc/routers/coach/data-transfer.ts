import { z } from 'zod';
import { ZExportData, ZImportInput, ZImportOutput, ZImportPreviewInput, ZImportPreviewOutput } from '#shared/schemas/data-transfer';
import { exportData } from '#server/services/data-transfer/export';
import { importData, previewImport } from '#server/services/data-transfer/import';
import { enqueueAnalyze } from '#server/services/data-transfer/planner-statistics';
import { coachProcedure, router } from '#server/trpc/init';

const tags = ['Data transfer'];

/** The smallest useful export file: one exercise (the examples of the import operations). */
const exampleFile = {
  exercises: [
    {
      id: 'ex-1',
      name: 'Goblet squat',
      category: 'Knee dominant',
      description: null,
      instructions: null,
      equipment: ['Kettlebell'],
      muscleGroups: ['Quadriceps', 'Glutes'],
      videoUrl: null,
      imageUrl: null,
    },
  ],
  plansWithExercises: [],
  programsWithPlans: [],
  clientsWithData: [],
  exportedBy: { firstName: 'Casey', lastName: 'Coach', email: 'casey.coach@example.com', exportedAt: '2026-03-09T09:30:00.000Z', formatVersion: 2 },
};

export const dataTransferRouter = router({
  export: coachProcedure
    .meta({ openapi: { method: 'GET', path: '/export-data', tags, protect: true, summary: 'Everything the coach owns, as the export file (docs/export-format.schema.json)' } })
    .input(z.void())
    // Named here, not on ZExportData itself: its own JSON Schema (docs/export-format.schema.json) stays unchanged.
    .output(ZExportData.meta({ id: 'ExportData' }))
    .query(({ ctx }) => exportData(ctx.db, ctx.coachId, ctx.clock.now())),

  import: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/import-data',
        tags,
        protect: true,
        summary: 'Import an export file: validated first, written all-or-nothing, ids remapped',
        description:
          "Per kind (exercises, plans, programs, clients), options choose 'skipExisting' (the default: an item the coach already has, by name or for clients by e-mail, is kept and not copied, so the same file twice changes nothing) or 'addAsNew' (copies). See docs/data-transfer.md.",
      },
      examples: { request: { data: exampleFile } },
    })
    .input(ZImportInput)
    .output(ZImportOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await importData(ctx.db, ctx.coachId, input.data, input.options);
      // Fresh planner statistics for the rows just written, in the background (planner-statistics.ts).
      // The import has committed: a queue that cannot take the job only costs plans until autovacuum.
      await enqueueAnalyze(ctx);
      return result;
    }),

  preview: coachProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/import-data/preview',
        tags,
        protect: true,
        summary: 'Dry run of an import: what the file holds and what of it already exists, per kind; writes nothing',
      },
      examples: { request: { data: exampleFile } },
    })
    .input(ZImportPreviewInput)
    .output(ZImportPreviewOutput)
    .mutation(({ ctx, input }) => previewImport(ctx.db, ctx.coachId, input.data)),
});
