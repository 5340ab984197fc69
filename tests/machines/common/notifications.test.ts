import { describe, expect, it } from 'vitest';
import { isSameText } from '../../../src/machines/common/notifications';

// The same toast twice is one toast (docs/screens.md#toasts-and-timings): the same words from the server, or the same
// message of the catalogs whatever its values; never server words against one of ours.
describe('the same text', () => {
  const saved = { id: 'form.saved', message: 'Saved.' };
  it('is the same server words, or the same catalog message', () => {
    expect([isSameText('Not found.', 'Not found.'), isSameText('Not found.', 'Not allowed.')]).toEqual([true, false]);
    expect([isSameText(saved, { id: 'form.saved', message: 'Saved.' }), isSameText(saved, { id: 'form.deleted', message: 'Saved.' })]).toEqual([true, false]);
  });
  it('is never server words against a catalog message, whichever comes first', () => {
    expect([isSameText('Saved.', saved), isSameText(saved, 'Saved.'), isSameText('form.saved', saved), isSameText(saved, 'form.saved')]).toEqual([false, false, false, false]);
  });
});
