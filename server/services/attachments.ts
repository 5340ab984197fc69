/**
 * Import Purchase's optional attachment (docs/screens.md#purchases: pdf, doc, docx, jpg, jpeg, png). As with
 * images, the type is read from the file's first bytes and must agree with its name; the file is
 * stored once per content under the upload folder, named by its SHA-256.
 */
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { ATTACHMENT_EXTENSIONS } from '../../src/domain/purchase-import';
import { storeUpload } from './uploads';
import { en } from '../i18n/english';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The documents an attachment may be besides a JPEG or PNG (stored as images), with the type GET /uploads serves them as. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

type Kind = DocumentExtension | 'jpg' | 'png';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

function kindOf(bytes: Uint8Array): Kind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'docx';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}

const ATTACHMENT_MESSAGE = en`The attachment must be a ${ATTACHMENT_EXTENSIONS.join(', ')} file.`;

function refuse(message: string, status: 400 | 413 = Status.badRequest): never {
  throw new ApiError(status, message, [{ message, path: ['attachment'] }]);
}

/** Checks and stores the attachment; answers the name the purchase records (/uploads/<sha-256>.<ext>). */
export async function storeAttachment(uploadDir: string, file: File): Promise<string> {
  if (file.size > MAX_ATTACHMENT_BYTES) refuse(en`The attachment must be less than 10MB.`, Status.payloadTooLarge);
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) refuse(ATTACHMENT_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = kindOf(bytes);
  const expected = extension === 'jpeg' ? 'jpg' : extension;
  if (kind !== expected) refuse(en`The attachment is not the ${extension} file its name says.`);
  return storeUpload(uploadDir, bytes, kind);
}
