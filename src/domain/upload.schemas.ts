/** What the upload and the category import answer (docs/api.md#the-calls). */
import * as v from 'valibot';

/**
 * POST /api/upload answer (201): message 'Image uploaded successfully!' (docs/screens.md#messages), and
 * url '/uploads/<sha256>.<ext>', what a record's image field holds.
 */
export const uploadAnswerSchema = v.object({ success: v.literal(true), message: v.string(), url: v.string() });
export type UploadAnswer = v.InferOutput<typeof uploadAnswerSchema>;

/** POST /api/import/categories answer. */
export const importAnswerSchema = v.object({ success: v.literal(true), message: v.string(), imported: v.number() });
export type ImportAnswer = v.InferOutput<typeof importAnswerSchema>;

/** POST /api/import/sales answer: the one sale the file made, by id and reference. */
export const saleImportAnswerSchema = v.object({ ...importAnswerSchema.entries, saleId: v.string(), reference: v.string() });
