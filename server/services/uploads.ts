/**
 * Image uploads (docs/screens.md#products; docs/api.md#uploads): the type is read from the file's first
 * bytes, never from its name or the browser's claim; files are stored by the SHA-256 of their
 * content, so the same image uploaded twice is one file and a stored file never changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { en } from '../i18n/english';

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** `<64 hex>.<image ext>`: the only names a record's image may hold, so no other text reaches a path. */
export const STORED_IMAGE_NAME = /^([0-9a-f]{64})\.(jpg|png|gif|webp)$/;

/**
 * `<sha256>.<ext>`, the only names GET /uploads serves: what storeImage and storeAttachment write
 * (images, and a purchase's attached documents). Hidden `.part` files and any other name never match.
 */
export const STORED_FILE_NAME = /^[0-9a-f]{64}\.(jpg|png|gif|webp|pdf|doc|docx)$/;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type of `bytes` by its magic number, or null when it is none of JPEG, PNG, GIF, WebP. */
export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * Throws a 400 under `field` when `url` (a record's image, the shop's logo) names no stored upload:
 * a record must not point at an image that was never uploaded.
 */
export async function requireStoredUpload(uploadDir: string, url: string | null | undefined, field: string): Promise<void> {
  if (!url) return;
  const name = STORED_IMAGE_NAME.exec(url.replace(/^\/uploads\//, ''))?.[0];
  const stored = name !== undefined && (await stat(join(uploadDir, name)).then((found) => found.isFile(), () => false));
  if (!stored) {
    const message = en`This image was never uploaded: upload it again.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: [field] }]);
  }
}

/**
 * Stores `bytes` once per content under their SHA-256 with `extension`, and answers the public URL.
 * A file already stored is made young again, so the upload sweep (upload-sweep.ts) does not take it
 * from a form that has just picked it.
 */
export async function storeUpload(uploadDir: string, bytes: Uint8Array, extension: string): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  const target = join(uploadDir, name);
  const now = new Date();
  const exists = await utimes(target, now, now).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await mkdir(uploadDir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = join(uploadDir, `.${name}.${randomBytes(6).toString('hex')}.part`);
    try {
      await writeFile(partial, bytes);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }
  return `/uploads/${name}`;
}

/** Stores the image (once per content) and answers its public URL. */
export function storeImage(uploadDir: string, bytes: Uint8Array, extension: ImageExtension): Promise<string> {
  return storeUpload(uploadDir, bytes, extension);
}
