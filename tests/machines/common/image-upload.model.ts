import { fromPromise } from 'xstate';
import { imageUploadMachine } from '../../../src/machines/common/image-upload.machine';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

/** A file of the given type and apparent size, without holding that many bytes. */
export function fakeFile(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const photo = fakeFile('laptop.png', 'image/png');
export const hugePhoto = fakeFile('poster.jpg', 'image/jpeg', 10_485_761);
export const textFile = fakeFile('notes.txt', 'text/plain');
export const bitmap = fakeFile('scan.bmp', 'image/bmp');
export const servedUrl = `/uploads/${'a'.repeat(64)}.png`;
export const unsupported = { ok: false, status: 415, message: 'Only JPEG, PNG, GIF and WebP images can be uploaded.', issues: [] };
/** A refusal the same file may pass another time (the server is busy): it stays, with Retry. */
export const busy = { ok: false, status: 503, message: 'The server is busy. Try again in a moment.', issues: [] };

export const testableImageUploadMachine = imageUploadMachine.provide({
  actors: { uploadImage: fromPromise(() => new Promise<never>(() => {})) as never },
});

export const imageUploadEvents = [
  { type: 'image.pick', file: photo },
  { type: 'image.pick', file: hugePhoto },
  { type: 'image.pick', file: textFile },
  { type: 'image.drop', file: textFile },
  { type: 'image.drop', file: bitmap },
  { type: 'image.drop', file: null },
  { type: 'image.drop', file: photo },
  { type: 'image.drag.enter' },
  { type: 'image.drag.leave' },
  { type: 'image.retry' },
  { type: 'image.remove' },
  doneEvent('uploadImage', { ok: true, data: servedUrl }),
  doneEvent('uploadImage', unsupported),
  doneEvent('uploadImage', busy),
  errorEvent('uploadImage', new TypeError('Failed to fetch')),
] as never[];

export function imageUploadModel(url: string | null) {
  return machineTestModel(testableImageUploadMachine, { events: imageUploadEvents, input: { url } });
}
