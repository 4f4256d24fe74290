import * as v from 'valibot';

/** What the server accepts for uploads: the largest single file in bytes (MAX_UPLOAD_BYTES). */
export const UploadLimitsSchema = v.object({ maxUploadBytes: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type UploadLimits = v.InferOutput<typeof UploadLimitsSchema>;
