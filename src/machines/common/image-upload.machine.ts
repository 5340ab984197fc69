import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { uploadImage } from '../../api/catalog/catalog';
import { acceptedData, type ApiResult } from '../../api/common/http';
import { IMAGE_MIME_TYPES, MAX_IMAGE_SIZE_BYTES } from '../../domain/shop-constants';
import type { MessageDescriptor } from '@lingui/core';
import type { NotifyEvent, ShownText } from './notifications';

// docs/screens.md#products and #messages, Image upload; messages of the catalogs (docs/i18n.md#machines).
export const INVALID_TYPE_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'image.invalid-type', message: 'Please select a valid image file (JPEG, PNG, GIF, WebP)' };
export const TOO_LARGE_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'image.too-large', message: 'File size must be less than 10MB' };
export const NOT_AN_IMAGE_DROPPED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'image.not-an-image', message: 'Please drop an image file' };
export const UPLOADED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'image.uploaded', message: 'Image uploaded successfully!' };
export const UPLOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'image.upload-failed', message: 'Upload failed. Please try again.' };

export interface ImageUploadContext {
  /** The file being sent or that failed to send. */
  file: File | null;
  /** What the widget shows: a local preview while sending, the served image once uploaded. */
  previewUrl: string | null;
  /** The served image (POST /api/upload's url), the value the form saves. */
  url: string | null;
  /** Why the last file was refused or failed. */
  error: ShownText | null;
  dragOver: boolean;
}

export type ImageUploadEvent =
  | { type: 'image.pick'; file: File }
  | { type: 'image.drop'; file: File | null }
  | { type: 'image.drag.enter' }
  | { type: 'image.drag.leave' }
  | { type: 'image.retry' }
  | { type: 'image.remove' };

export type ImageUploadEmitted = NotifyEvent | { type: 'image.uploaded'; url: string } | { type: 'image.removed' };

const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/** Allowed by docs/screens.md#products (jpeg, jpg, png, gif, webp): by its type, or by its name when the browser gives none. */
export function isAllowedImage(file: File): boolean {
  if (file.type) return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  return EXTENSIONS.test(file.name);
}

/** Why a chosen or dropped file cannot be uploaded, or null. */
export function fileProblem(file: File | null, how: 'pick' | 'drop'): MessageDescriptor | null {
  if (how === 'drop' && (!file || !(file.type.startsWith('image/') || (!file.type && EXTENSIONS.test(file.name))))) return NOT_AN_IMAGE_DROPPED_MESSAGE;
  if (!file || !isAllowedImage(file)) return INVALID_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_SIZE_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

const fileEvents = ['image.pick', 'image.drop'] as const;

/** The file of a pick or a drop (the only events that carry one), and how it came. */
function chosenFile(event: ImageUploadEvent): { file: File | null; how: 'pick' | 'drop' } {
  assertEvent(event, fileEvents);
  return { file: event.file, how: event.type === 'image.drop' ? 'drop' : 'pick' };
}

/** A refusal the same file would get again: a 4xx other than 408 (timeout) and 429 (too many requests). */
function isPermanent(answer: ApiResult<unknown>): boolean {
  return !answer.ok && answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429;
}

/** A preview of the local file while it uploads; the browser frees it when the page goes. */
function localPreview(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * The image upload widget (docs/screens.md#products, Add Product): pick or drop an image, see it at once,
 * and it is sent to POST /api/upload on its own, apart from the record. The form hears
 * `image.uploaded` with the url to save, or `image.removed`.
 */
export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    input: {} as { url?: string | null },
    emitted: {} as ImageUploadEmitted,
  },
  actors: {
    uploadImage: fromPromise<ApiResult<string>, File>(({ input, signal }) => uploadImage(input, signal)),
  },
  actions: {
    notify: emit((_, params: { kind: 'success' | 'error'; message: ShownText }) => ({ type: 'notify' as const, place: 'layout' as const, ...params })),
    refuseFile: assign({ error: ({ event }) => fileProblem(chosenFile(event).file, chosenFile(event).how), dragOver: false }),
    takeFile: assign(({ event }) => {
      const file = chosenFile(event).file!;
      return { file, previewUrl: localPreview(file), error: null, dragOver: false };
    }),
    forgetPreview: ({ context }) => {
      // The local preview is replaced by the served image or removed: free its memory.
      if (context.previewUrl?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(context.previewUrl);
    },
  },
  guards: {
    isRefused: ({ event }) => {
      const { file, how } = chosenFile(event);
      return fileProblem(file, how) !== null;
    },
  },
}).createMachine({
  id: 'imageUpload',
  context: ({ input }) => ({ file: null, previewUrl: input.url ?? null, url: input.url ?? null, error: null, dragOver: false }),
  initial: 'empty',
  on: {
    'image.drag.enter': { description: 'Drag an image over the drop area', actions: assign({ dragOver: true }) },
    'image.drag.leave': { description: 'Drag the image away from the drop area', actions: assign({ dragOver: false }) },
    ...Object.fromEntries(fileEvents.map((type) => [type, [{ guard: 'isRefused', actions: 'refuseFile' }, { target: '.uploading', reenter: true, actions: ['forgetPreview', 'takeFile'] }]])),
  },
  states: {
    uploading: {
      description: "The image's preview shows while it uploads",
      tags: 'uploading',
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => context.file!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'uploaded',
            actions: [
              'forgetPreview',
              assign(({ event }) => {
                const url = acceptedData(event.output);
                return { url, previewUrl: url, file: null, error: null };
              }),
              emit(({ context }) => ({ type: 'image.uploaded' as const, url: context.url! })),
              { type: 'notify', params: { kind: 'success', message: UPLOADED_MESSAGE } },
            ],
          },
          {
            // A file the server refused (its real bytes are no image, it is too large) can never succeed:
            // it is dropped with the reason, no Retry, and no broken preview of it.
            guard: ({ event }) => isPermanent(event.output),
            target: 'empty',
            actions: [
              'forgetPreview',
              assign(({ context, event }) => ({ file: null, previewUrl: context.url, error: (!event.output.ok && event.output.message) || UPLOAD_FAILED_MESSAGE })),
              { type: 'notify', params: ({ context }) => ({ kind: 'error' as const, message: context.error! }) },
            ],
          },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }): ShownText => (!event.output.ok && event.output.message) || UPLOAD_FAILED_MESSAGE }),
              { type: 'notify', params: ({ context }) => ({ kind: 'error' as const, message: context.error! }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [assign({ error: UPLOAD_FAILED_MESSAGE }), { type: 'notify', params: { kind: 'error', message: UPLOAD_FAILED_MESSAGE } }],
        },
      },
    },
    uploaded: {
      description: 'The image shows, with Change image and Remove image',
      tags: 'uploaded',
      on: {
        'image.remove': {
          description: 'Press Remove image',
          target: 'empty',
          actions: [assign({ url: null, previewUrl: null, file: null, error: null }), emit({ type: 'image.removed' as const })],
        },
      },
    },
    failed: {
      description: 'The drop area says why the image was not uploaded, with Retry upload',
      on: {
        'image.retry': { description: 'Press Retry upload', target: 'uploading', actions: assign({ error: null }) },
        // The form may still hold an image uploaded before this file failed: removing clears it too.
        'image.remove': { description: 'Press Remove image', target: 'empty', actions: ['forgetPreview', assign({ url: null, previewUrl: null, file: null, error: null }), emit({ type: 'image.removed' as const })] },
      },
    },
    // An edit form opens on the record's image.
    empty: {
      description: 'The drop area says to choose or drop an image',
      always: { guard: ({ context }) => context.url !== null, target: 'uploaded' },
    },
  },
});

