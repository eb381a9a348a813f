// Progress photos in the export file (docs/data-transfer.md, docs/progress-photos.md): the rows and
// a reference to each photo, never its bytes. An imported photo has no image ("Photo not included
// in the import"), since the reference names storage of the exporting server.
import { z } from 'zod';
import { OBJECT_KEY_PATTERN } from '../food.ts';
import { PROGRESS_POSES, ZPhotoDate } from './progress-photos.ts';

export const ZExportProgressPhoto = z.object({
  takenOn: ZPhotoDate,
  pose: z.enum(PROGRESS_POSES).optional().default('UNTAGGED'),
  /** The exporting server's objectPath of the photo (a reference only); null: it had no image. */
  objectPath: z
    .string()
    .regex(new RegExp(`^/objects/${OBJECT_KEY_PATTERN}$`), 'A progress photo in the file has an objectPath that is not one')
    .nullable()
    .optional()
    .default(null),
});
export type ExportProgressPhoto = z.infer<typeof ZExportProgressPhoto>;
