import { describe, expect, it, vi } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  imageUploadMachine,
  INVALID_TYPE_MESSAGE,
  NOT_AN_IMAGE_DROPPED_MESSAGE,
  TOO_LARGE_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  UPLOADED_MESSAGE,
} from '../../../src/machines/common/image-upload.machine';
import { doneEvent, errorEvent, itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName } from './record-form.model';
import { bitmap, busy, fakeFile, hugePhoto, imageUploadModel, photo, servedUrl, testableImageUploadMachine, textFile, unsupported } from './image-upload.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const told = (check: Check) => check.emitted.filter((event) => event.type === 'notify').map((event) => (event as unknown as { message: string }).message);
const formHeard = (check: Check) => check.emitted.filter((event) => event.type !== 'notify');

/** docs/screens.md#products: the message a refused file gives, by how it came and what it is. */
function refusal(event: any): MessageDescriptor | null {
  if (event.type === 'image.drop' && (event.file === null || event.file === textFile)) return NOT_AN_IMAGE_DROPPED_MESSAGE;
  if (event.file === textFile || event.file === bitmap) return INVALID_TYPE_MESSAGE;
  if (event.file === hugePhoto) return TOO_LARGE_MESSAGE;
  return null;
}

/** A file the server refused (415 by its real bytes): it can never succeed, so it is dropped with the reason, never offered again. */
function checkServerRefusal(check: Check): boolean {
  const output = (check.event as { output?: { ok: boolean } }).output;
  if (check.event.type !== 'xstate.done.actor.uploadImage' || output?.ok !== false) return false;
  expect(check.snapshot.context.error).toBe(unsupported.message);
  expect(told(check)).toEqual([unsupported.message]);
  expect(formHeard(check)).toEqual([]);
  expect(check.snapshot.context.file).toBeNull();
  // No broken preview of the refused file: the image the form already had, or none.
  expect(check.snapshot.context.previewUrl).toBe(check.snapshot.context.url);
  expect(check.snapshot.can({ type: 'image.retry' })).toBe(false);
  return true;
}

/** Refused files leave the state as it was and only say why. */
function checkRefusal(check: Check) {
  const message = refusal(check.event);
  if (check.event.type.startsWith('image.pick') || check.event.type === 'image.drop') {
    if (message) {
      expect(check.snapshot.context.error).toBe(message);
      expect(formHeard(check)).toEqual([]);
    }
  }
  if (check.event.type.startsWith('image.drag')) expect(check.snapshot.context.dragOver).toBe(check.event.type === 'image.drag.enter');
  if (check.event.type === 'image.drop') expect(check.snapshot.context.dragOver).toBe(false);
  return message;
}

const assertions: StateAssertions<any> = {
  empty: (check) => {
    checkRefusal(check);
    checkServerRefusal(check);
    expect(check.snapshot.context.url).toBeNull();
    expect(check.snapshot.context.previewUrl).toBeNull();
    if (check.event.type === 'image.remove') {
      expect(formHeard(check)).toEqual([{ type: 'image.removed' }]);
      expect(check.snapshot.context.error).toBeNull();
    }
    expect(check.snapshot.can({ type: 'image.remove' })).toBe(false);
  },
  uploading: (check) => {
    // Only a valid image is sent.
    expect([photo]).toContain(check.snapshot.context.file);
    const message = checkRefusal(check);
    // A file refused while another is sending says why, and the first one keeps going.
    if (['image.pick', 'image.drop', 'image.retry'].includes(check.event.type)) expect(check.snapshot.context.error).toBe(message);
    expect(told(check)).toEqual([]);
  },
  uploaded: (check) => {
    const message = checkRefusal(check);
    expect(check.snapshot.context.previewUrl).toBe(check.snapshot.context.url);
    if (checkServerRefusal(check)) {
      expect(check.snapshot.context.url).toBe(servedUrl);
    } else if (check.event.type === 'xstate.done.actor.uploadImage') {
      expect(check.snapshot.context.url).toBe(servedUrl);
      expect(check.snapshot.context.error).toBeNull();
      expect(told(check)).toEqual([UPLOADED_MESSAGE]);
      expect(formHeard(check)).toEqual([{ type: 'image.uploaded', url: servedUrl }]);
    } else if (!message) {
      expect(told(check)).toEqual([]);
    }
  },
  failed: (check) => {
    const message = checkRefusal(check);
    // Only a failure that may pass another time (no answer, a server error) offers Retry.
    if (check.event.type === 'xstate.done.actor.uploadImage') {
      // A busy server: its own words, the file kept for Retry, the form told nothing.
      expect((check.event as { output?: unknown }).output).toEqual(busy);
      expect(check.snapshot.context.error).toBe(busy.message);
      expect(told(check)).toEqual([busy.message]);
      expect(check.snapshot.context.file).toBe(photo);
    }
    if (check.event.type === 'xstate.error.actor.uploadImage') {
      expect(check.snapshot.context.error).toBe(UPLOAD_FAILED_MESSAGE);
      expect(told(check)).toEqual([UPLOAD_FAILED_MESSAGE]);
    }
    if (!message) expect(formHeard(check)).toEqual([]);
    expect(check.snapshot.can({ type: 'image.retry' })).toBe(true);
  },
};

describe('image upload machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(imageUploadMachine).sort());
  });

  for (const [label, url] of [
    ['an add form', null],
    ['an edit form with an image', servedUrl],
  ] as const) {
    describe(`on ${label}`, () => {
      const paths = imageUploadModel(url).getShortestPaths();
      it('reaches every state', () => {
        const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafStatePaths(imageUploadMachine).filter((leaf) => step.state.matches(leaf)))));
        expect([...reached].sort()).toEqual(leafStatePaths(imageUploadMachine).sort());
      });
      for (const path of paths) {
        it(pathName(path), () => replayPath(testableImageUploadMachine, path, assertions, { url }));
      }
      itTakesTheRecordedChart(`image-upload ${url === null ? 'add' : 'edit'}`, testableImageUploadMachine, paths, { url });
    });
  }
});

describe('image upload, file by file (docs/screens.md#products)', () => {
  const start = (url: string | null = null) => createActor(testableImageUploadMachine, { input: { url } }).start();
  const after = (event: { type: 'image.pick' | 'image.drop'; file: File | null }) => {
    const actor = start();
    actor.send(event as never);
    const { value, context } = actor.getSnapshot();
    actor.stop();
    return { state: value, error: context.error };
  };
  const sent = { state: 'uploading', error: null };

  it('sends every allowed type, picked or dropped', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
    ]) {
      expect(after({ type: 'image.pick', file: fakeFile(name, type) }), name).toEqual(sent);
      expect(after({ type: 'image.drop', file: fakeFile(name, type) }), name).toEqual(sent);
    }
  });

  it('trusts the type the browser gives over the name: a camera file without an extension is sent, a text file named .png is not', () => {
    expect(after({ type: 'image.pick', file: fakeFile('IMG_2041', 'image/jpeg') })).toEqual(sent);
    expect(after({ type: 'image.pick', file: fakeFile('notes.png', 'text/plain') })).toEqual({ state: 'empty', error: INVALID_TYPE_MESSAGE });
  });

  it('sends a second file picked while the first is sending, in its place', () => {
    const sentFiles: File[] = [];
    const machine = imageUploadMachine.provide({
      actors: {
        uploadImage: fromPromise(({ input }: { input: File }) => {
          sentFiles.push(input);
          return new Promise<never>(() => {});
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { url: null } }).start();
    const second = fakeFile('second.png', 'image/png');
    actor.send({ type: 'image.pick', file: photo });
    actor.send({ type: 'image.drop', file: second });
    expect(sentFiles).toEqual([photo, second]);
    expect(actor.getSnapshot().context.file).toBe(second);
    actor.stop();
  });

  it('sends the file to POST /api/upload as its image field and shows the url served', async () => {
    const requests: { method: string; path: string; fields: string[] }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const form = await request.clone().formData();
      requests.push({ method: request.method, path: new URL(request.url).pathname, fields: [...form.keys()] });
      return new Response(JSON.stringify({ url: servedUrl }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    try {
      const actor = createActor(imageUploadMachine, { input: { url: null } }).start();
      actor.send({ type: 'image.pick', file: photo });
      await waitFor(actor, (snapshot) => snapshot.matches('uploaded'));
      expect(requests).toEqual([{ method: 'POST', path: '/api/upload', fields: ['image'] }]);
      expect(actor.getSnapshot().context.url).toBe(servedUrl);
      actor.stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows no preview until the image is served where the browser makes no object URLs', () => {
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    try {
      const actor = start();
      actor.send({ type: 'image.pick', file: photo });
      expect(actor.getSnapshot().context.previewUrl).toBeNull();
      actor.send(doneEvent('uploadImage', { ok: true, data: servedUrl }) as never);
      expect(actor.getSnapshot().context.previewUrl).toBe(servedUrl);
      actor.stop();
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('judges a file the browser gives no type by its name: jpeg, jpg, png, gif, webp in any case', () => {
    for (const name of ['a.jpeg', 'A.JPG', 'a.png', 'a.Gif', 'a.webp']) {
      expect(after({ type: 'image.pick', file: fakeFile(name, '') }), name).toEqual(sent);
      expect(after({ type: 'image.drop', file: fakeFile(name, '') }), name).toEqual(sent);
    }
    for (const name of ['notes.txt', 'a.png.txt', 'png', 'a.svg']) {
      expect(after({ type: 'image.pick', file: fakeFile(name, '') }), name).toEqual({ state: 'empty', error: INVALID_TYPE_MESSAGE });
      expect(after({ type: 'image.drop', file: fakeFile(name, '') }), name).toEqual({ state: 'empty', error: NOT_AN_IMAGE_DROPPED_MESSAGE });
    }
  });

  it('sends a file of exactly 10 MB and refuses one byte more', () => {
    expect(after({ type: 'image.pick', file: fakeFile('a.png', 'image/png', 10_485_760) })).toEqual(sent);
    expect(after({ type: 'image.drop', file: fakeFile('a.png', 'image/png', 10_485_761) })).toEqual({ state: 'empty', error: TOO_LARGE_MESSAGE });
  });

  it('drops a file the server will always refuse (a 4xx), and offers Retry after a timeout, too many requests or a server error', () => {
    const answered = (status: number) => {
      const actor = start();
      actor.send({ type: 'image.pick', file: photo });
      actor.send(doneEvent('uploadImage', { ok: false, status, message: `refused with ${status}`, issues: [] }) as never);
      const snapshot = actor.getSnapshot();
      actor.stop();
      return { state: snapshot.value, file: snapshot.context.file, error: snapshot.context.error, retry: snapshot.can({ type: 'image.retry' }) };
    };
    for (const status of [400, 413, 415, 499]) expect(answered(status), String(status)).toEqual({ state: 'empty', file: null, error: `refused with ${status}`, retry: false });
    for (const status of [408, 429, 500, 503]) expect(answered(status), String(status)).toEqual({ state: 'failed', file: photo, error: `refused with ${status}`, retry: true });
  });

  it('says the upload failed when the server refuses without a reason', () => {
    for (const status of [415, 503]) {
      const actor = start();
      actor.send({ type: 'image.pick', file: photo });
      actor.send(doneEvent('uploadImage', { ok: false, status, message: '', issues: [] }) as never);
      expect(actor.getSnapshot().context.error, String(status)).toBe(UPLOAD_FAILED_MESSAGE);
      actor.stop();
    }
  });

  it('shows the picked file at once and frees that preview when the served image or a removal replaces it', () => {
    const freed: string[] = [];
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void freed.push(url));
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${freed.length}`);
    try {
      const actor = start();
      actor.send({ type: 'image.pick', file: photo });
      expect(actor.getSnapshot().context.previewUrl).toBe('blob:preview-0');
      actor.send(doneEvent('uploadImage', { ok: true, data: servedUrl }) as never);
      expect(freed).toEqual(['blob:preview-0']);
      expect(actor.getSnapshot().context.previewUrl).toBe(servedUrl);
      // A second file, sent and failed, then removed: its preview goes too; the served image was never a blob.
      actor.send({ type: 'image.pick', file: photo });
      expect(freed).toEqual(['blob:preview-0']);
      actor.send(errorEvent('uploadImage', new TypeError('Failed to fetch')) as never);
      actor.send({ type: 'image.remove' });
      expect(freed).toEqual(['blob:preview-0', 'blob:preview-1']);
      actor.stop();
    } finally {
      revoke.mockRestore();
      create.mockRestore();
    }
  });
});
