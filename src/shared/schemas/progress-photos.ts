// Progress photos (docs/progress-photos.md, ADR 0022): inputs and answers of the client's and the
// coach's procedures. Answers are named schemas of the OpenAPI document with an example.
import { z } from 'zod';
import { OBJECT_KEY_PATTERN } from '../food.ts';
import { ZId } from './common.ts';
import { ZPageCursor, ZPageLimit } from './paging.ts';

/** Object keys of progress photos start with this, so cleanup and deletion tell them from meal photos. */
export const PROGRESS_PHOTO_KEY_PREFIX = 'pp_';
/** Most photos in one answer: a season of weekly check-ins with three poses. */
export const PROGRESS_PHOTO_PAGE_MAX = 60;
export const PROGRESS_POSES = ['FRONT', 'SIDE', 'BACK', 'UNTAGGED'] as const;
export type ProgressPose = (typeof PROGRESS_POSES)[number];

export const MSG_PHOTO_DATE = 'takenOn must be a calendar date written YYYY-MM-DD';
export const MSG_PHOTO_IN_FUTURE = 'A photo cannot be dated on a future day';
export const MSG_PHOTO_PATH = 'objectPath must be the objectPath of an uploaded progress photo';
export const MSG_PHOTO_POSE = 'pose must be FRONT, SIDE, BACK or UNTAGGED';

export const ZProgressPose = z.enum(PROGRESS_POSES, { error: MSG_PHOTO_POSE }).meta({ description: 'FRONT, SIDE, BACK or UNTAGGED', example: 'FRONT' });

/** A real calendar date, YYYY-MM-DD (the client's local day). */
export const ZPhotoDate = z
  .string({ error: MSG_PHOTO_DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG_PHOTO_DATE)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1900;
  }, MSG_PHOTO_DATE)
  .meta({ example: '2026-03-02' });

/** The objectPath answered by POST /progress-photos/upload (a `pp_` key). */
export const ZProgressObjectPath = z.string({ error: MSG_PHOTO_PATH }).regex(new RegExp(`^/objects/${PROGRESS_PHOTO_KEY_PREFIX}${OBJECT_KEY_PATTERN}$`), MSG_PHOTO_PATH);

export const ZCreateProgressPhotoInput = z
  .strictObject({
    objectPath: ZProgressObjectPath,
    takenOn: ZPhotoDate,
    pose: ZProgressPose.default('UNTAGGED'),
  })
  .meta({
    title: 'CreateProgressPhotoInput',
    description: 'A photo uploaded through POST /progress-photos/upload, with its day and pose',
    examples: [{ objectPath: '/objects/pp_Q2hhbmdlIG1lIGZvciBhIHJlYWwga2V5IGZyb20gdGhl', takenOn: '2026-03-02', pose: 'FRONT' }],
  });
export type CreateProgressPhotoInput = z.input<typeof ZCreateProgressPhotoInput>;

export const ZProgressPhoto = z
  .object({
    id: z.string(),
    takenOn: z.string().meta({ description: 'The client’s local date, YYYY-MM-DD' }),
    pose: ZProgressPose,
    imageUrl: z.string().nullable().meta({ description: 'A short-lived signed URL of the photo; null when the photo was imported without its bytes' }),
    createdAt: z.date(),
  })
  .meta({
    id: 'ProgressPhoto',
    example: { id: 'cm8x2k0ab0000abcd1234efgh', takenOn: '2026-03-02', pose: 'FRONT', imageUrl: '/api/objects/read/pp_abc…?exp=…&sig=…', createdAt: new Date('2026-03-02T07:30:00Z') },
  });
export type ProgressPhoto = z.infer<typeof ZProgressPhoto>;

export const ZProgressPhotoPage = z
  .object({
    /** Newest day first. */
    items: z.array(ZProgressPhoto).describe('Newest day first.'),
    /** Older photos: ask again with cursor=nextCursor; null when this page reaches the first photo. */
    nextCursor: z.string().nullable().describe('Older photos: ask again with cursor=nextCursor; null when this page reaches the first photo.'),
  })
  .meta({ id: 'ProgressPhotoPage' });
export type ProgressPhotoPage = z.infer<typeof ZProgressPhotoPage>;

const paging = {
  limit: ZPageLimit(PROGRESS_PHOTO_PAGE_MAX),
  cursor: ZPageCursor,
  pose: ZProgressPose.optional(),
  /** Only the photos of this day (a check-in's day, for its review). */
  on: ZPhotoDate.optional().meta({ description: 'Only the photos of this day, YYYY-MM-DD' }),
};
export const ZListProgressPhotosInput = z.strictObject(paging);
export const ZClientProgressPhotosInput = z.strictObject({ id: ZId, ...paging });
