import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, sendError } from '../http/errors';
import { Status } from '../http/status';
import { MAX_IMAGE_SIZE_BYTES } from '../../src/domain/shop-constants';
import { uploadAnswerSchema, type UploadAnswer } from '../../src/domain/upload.schemas';
import { defineRoute } from './route';
import { DOCUMENT_TYPES, type DocumentExtension } from '../services/attachments';
import { detectImageType, IMAGE_TYPES, storeImage, STORED_FILE_NAME, type ImageExtension } from '../services/uploads';
import { en } from '../i18n/english';
import { inCallersLanguage } from '../i18n/translate';

// docs/screens.md#products (Image upload): the widget shows these texts as they are.
export const IMAGE_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const NOT_AN_IMAGE_MESSAGE = 'Please select a valid image file (JPEG, PNG, GIF, WebP)';

// Room for the multipart boundary and headers around a file of the largest allowed size.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Reads one file field of a multipart body, or throws the 400/415 naming it. */
export async function readMultipartFile(c: Context, field: string, missingMessage: string): Promise<File> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(Status.unsupportedMediaType, en`Send the file as multipart/form-data in the field '${field}'.`, [
      { message: en`Send the file as multipart/form-data in the field '${field}'.`, path: [field] },
    ]);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiError(Status.badRequest, en`The multipart body could not be read.`);
  }
  const file = body[field];
  if (!(file instanceof File)) throw new ApiError(Status.badRequest, missingMessage, [{ message: missingMessage, path: [field] }]);
  return file;
}

/** POST /api/upload (multipart field `image`). Writes a file, not the database: no transaction. */
export const uploadRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/upload',
    access: 'catalogEdit',
    tag: 'Files',
    summary: 'Upload an image',
    description: 'JPEG, PNG, GIF or WebP, at most 10 MB; answers the url a record’s image field holds.',
    file: { field: 'image', description: 'The image' },
    before: [
      bodyLimit({
        maxSize: MAX_IMAGE_SIZE_BYTES + MULTIPART_OVERHEAD_BYTES,
        onError: (c) => sendError(c, Status.payloadTooLarge, IMAGE_TOO_LARGE_MESSAGE, [{ message: IMAGE_TOO_LARGE_MESSAGE, path: ['image'] }]),
      }),
    ],
    answer: { status: 201, schema: uploadAnswerSchema, description: 'Stored', location: (stored) => String(stored.url) },
    transaction: false,
    handle: async ({ c }) => {
      const file = await readMultipartFile(c, 'image', en`Choose an image to upload.`);
      if (file.size > MAX_IMAGE_SIZE_BYTES) {
        throw new ApiError(Status.payloadTooLarge, IMAGE_TOO_LARGE_MESSAGE, [{ message: IMAGE_TOO_LARGE_MESSAGE, path: ['image'] }]);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extension = detectImageType(bytes);
      if (!extension) {
        throw new ApiError(Status.unsupportedMediaType, NOT_AN_IMAGE_MESSAGE, [{ message: NOT_AN_IMAGE_MESSAGE, path: ['image'] }]);
      }
      const url = await storeImage(c.get('deps').uploadDir, bytes, extension);
      return c.json({ success: true, message: inCallersLanguage(c, en`Image uploaded successfully!`), url } satisfies UploadAnswer, Status.created);
    },
  }),
];

const SERVED_TYPES: Record<ImageExtension | DocumentExtension, string> = { ...IMAGE_TYPES, ...DOCUMENT_TYPES };


/**
 * GET /uploads/:file, public as images are: an <img> or a download link sends no bearer token, and
 * a name is the content's SHA-256, which cannot be guessed without the file. Only names the server
 * itself wrote are read, so no text from the request ever reaches the file system as a path.
 * Documents come as attachments to save (never shown inside the shop's pages); images inline.
 */
export function uploadedFileRoutes(uploadDir: string) {
  return new Hono().get('/:file', async (c) => {
    const name = c.req.param('file');
    const match = STORED_FILE_NAME.exec(name);
    if (!match) return sendError(c, Status.notFound, en`Not found.`);
    const extension = match[1] as ImageExtension | DocumentExtension;
    let bytes: Buffer;
    try {
      bytes = await readFile(join(uploadDir, name));
    } catch {
      return sendError(c, Status.notFound, en`Not found.`);
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': SERVED_TYPES[extension],
      'X-Content-Type-Options': 'nosniff',
      // No filename: the link's download attribute names the file (the purchase's reference).
      ...(extension in DOCUMENT_TYPES ? { 'Content-Disposition': 'attachment' } : {}),
      // The name is the content's hash: the file at a URL never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
