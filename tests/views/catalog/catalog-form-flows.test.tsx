import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { englishOf } from '../../machines/common/english';
import { fromPromise, type EventObject } from 'xstate';
import type { VariantRow } from '../../../src/machines/catalog/product-form.machine';
import { RecordFormActorContext } from '../../../src/views/common/use-record-form';
import { ImageUploadActorContext } from '../../../src/views/common/ImageUpload';
import { renderApp, viewSessionMachine } from '../render-app';
import { laptop, pathName, productFormModel, productOptions } from '../../machines/common/record-form.model';
import { imageUploadModel, servedUrl } from '../../machines/common/image-upload.model';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
});

/** The server's side of a form, settled by each path step: load answers at once, uploads wait for the step. */
function fakeServer(refusals: unknown[] = []) {
  const uploads: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const saved: unknown[] = [];
  const forms = {
    actors: {
      loadForm: fromPromise(async ({ input }: { input: { id: string | null } }) => ({ ok: true, data: { options: input.id ? productOptions : {}, record: input.id ? laptop : null } })),
      saveForm: fromPromise(async ({ input }: { input: { body: unknown } }) => {
        saved.push(input.body);
        return refusals.shift() ?? { ok: true, data: laptop };
      }),
    },
  } as never;
  const images = {
    actors: { uploadImage: fromPromise(() => new Promise((resolve, reject) => uploads.push({ resolve, reject }))) },
  } as never;
  return { forms, images, uploads, saved };
}

function renderAt(path: string, server: ReturnType<typeof fakeServer>) {
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp(path, viewSessionMachine, (app) => (
    <RecordFormActorContext.Substitute implementations={server.forms}>
      <ImageUploadActorContext.Substitute implementations={server.images}>{app}</ImageUploadActorContext.Substitute>
    </RecordFormActorContext.Substitute>
  ));
  stop = rendered.stop;
  // Files of any type can be chosen: the widget, not the browser's file dialog, says which are refused.
  return userEvent.setup({ delay: null, applyAccept: false });
}

// ---------------------------------------------------------------------------------------------------
// The variant table of Edit Product, along the product form model's variant paths.

function variantTable() {
  return screen.queryByRole('table', { name: 'Variants' });
}

/** What the person sees of the variants: the names field and each row's name, code and price. */
function shownVariants() {
  const table = variantTable();
  const rows = table ? within(table).getAllByRole('row').slice(1) : [];
  return rows.map((row) => {
    const cells = within(row).getAllByRole('cell');
    return {
      name: cells[0].firstChild?.textContent ?? '',
      itemCode: cells[1].textContent,
      barcode: (within(cells[2]).getByRole('textbox') as HTMLInputElement).value,
      additionalPrice: (within(cells[3]).getByRole('textbox') as HTMLInputElement).value,
    };
  });
}

async function performVariantStep(user: ReturnType<typeof userEvent.setup>, event: EventObject) {
  const payload = event as EventObject & { name?: string; value?: unknown; edit?: { kind: string; text?: string; index?: number; value?: string } };
  if (event.type === 'field.change' && payload.name === 'hasVariant') {
    const box = screen.getByLabelText('This product has variants') as HTMLInputElement;
    if (box.checked !== payload.value) await user.click(box);
    return;
  }
  if (event.type === 'form.edit') {
    const edit = payload.edit!;
    if (edit.kind === 'variants.text') fireEvent.change(screen.getByLabelText('Variant names'), { target: { value: edit.text } });
    if (edit.kind === 'variant.remove') await user.click(within(variantTable()!).getAllByRole('button', { name: /^Remove variant/ })[edit.index!]);
    if (edit.kind === 'variant.price') fireEvent.change(within(variantTable()!).getAllByLabelText(/^Additional price of/)[edit.index!], { target: { value: edit.value } });
    if (edit.kind === 'variant.barcode') fireEvent.change(within(variantTable()!).getAllByLabelText(/^Barcode of/)[edit.index!], { target: { value: edit.value } });
    return;
  }
  throw new Error(`No way to perform ${event.type} in this view test`);
}

describe('Edit Product: the variant table driven through the view', () => {
  // The covering paths up to the first step that is not typing in the form: the save and the
  // server's answers are the record form's, tested in its machine test.
  const isEdit = (step: { event: { type: string } }) => step.event.type === 'field.change' || step.event.type === 'form.edit';
  const paths = productFormModel('variants')
    .getShortestPaths()
    .map((path) => {
      const end = path.steps.findIndex((step, index) => index >= 2 && !isEdit(step));
      return { ...path, steps: end === -1 ? path.steps : path.steps.slice(0, end) };
    })
    .filter((path) => path.steps.length > 2);

  it('has paths that add, rename, price and remove variants', () => {
    const kinds = new Set(paths.flatMap((path) => path.steps.map((step) => (step.event as { edit?: { kind: string } }).edit?.kind).filter(Boolean)));
    expect([...kinds].sort()).toEqual(['variant.barcode', 'variant.price', 'variant.remove', 'variants.text']);
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const user = renderAt('/product/edit/p1', fakeServer());
      expect(await screen.findByDisplayValue('Dell Latitude 5440')).toBeTruthy();
      for (const step of path.steps.slice(2)) {
        await performVariantStep(user, step.event);
        const { values, errors } = step.state.context;
        const expected = values.variantList as VariantRow[];
        if (!values.hasVariant) {
          expect(screen.queryByLabelText('Variant names')).toBeNull();
          continue;
        }
        expect((screen.getByLabelText('Variant names') as HTMLInputElement).value).toBe(values.variantString);
        expect(shownVariants()).toEqual(expected.map((row) => ({ name: row.name, itemCode: row.itemCode, barcode: row.barcode, additionalPrice: row.additionalPrice })));
        // The messages under the rows are the machine's.
        for (const [pathKey, message] of Object.entries(errors as Record<string, string>)) {
          if (pathKey.startsWith('variantList.')) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
        }
      }
    });
  }

  it("saves with the rows' names, codes and prices, then shows 'Form submitted!' and goes to the product list", async () => {
    const server = fakeServer();
    const user = renderAt('/product/edit/p1', server);
    await screen.findByDisplayValue('Dell Latitude 5440');
    await user.click(screen.getByLabelText('This product has variants'));
    fireEvent.change(screen.getByLabelText('Variant names'), { target: { value: '8 GB, 16 GB' } });
    fireEvent.change(screen.getByLabelText('Additional price of 16 GB'), { target: { value: '4500' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/product/list'));
    expect(server.saved).toEqual([
      expect.objectContaining({
        hasVariant: true,
        variantString: '8 GB, 16 GB',
        variantList: [
          { name: '8 GB', itemCode: 'VRT-1', barcode: null, additionalPrice: 0 },
          { name: '16 GB', itemCode: 'VRT-2', barcode: null, additionalPrice: 4500 },
        ],
      }),
    ]);
    expect(await screen.findByText('Form submitted!')).toBeTruthy();
  });
});

describe('Edit Product: a size refused by the server', () => {
  it("sends each size's own barcode and shows the server's reason under the refused one, in its row", async () => {
    const taken = "Barcode '4006381333931' is already used by 'Mug'.";
    const server = fakeServer([{ ok: false, status: 409, message: taken, issues: [{ path: 'variantList.1.barcode', message: taken }] }]);
    const user = renderAt('/product/edit/p1', server);
    await screen.findByDisplayValue('Dell Latitude 5440');
    await user.click(screen.getByLabelText('This product has variants'));
    fireEvent.change(screen.getByLabelText('Variant names'), { target: { value: 'S, M' } });
    fireEvent.change(screen.getByLabelText('Barcode of M'), { target: { value: '4006381333931' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const box = screen.getByLabelText('Barcode of M');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(taken);
    expect(screen.getByLabelText('Barcode of S').getAttribute('aria-invalid')).toBeNull();
    expect((server.saved[0] as { variantList: unknown[] }).variantList).toEqual([
      { name: 'S', itemCode: 'VRT-1', barcode: null, additionalPrice: 0 },
      { name: 'M', itemCode: 'VRT-2', barcode: '4006381333931', additionalPrice: 0 },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// The image upload widget on Add Brand / Edit Brand, along the image upload model's paths.

async function performUploadStep(user: ReturnType<typeof userEvent.setup>, server: ReturnType<typeof fakeServer>, event: EventObject) {
  const payload = event as EventObject & { file?: File | null; output?: unknown; error?: unknown };
  const zone = screen.getByTestId('image-drop-zone');
  switch (event.type) {
    case 'image.pick':
      await user.upload(within(zone).getByLabelText(/Choose image|Change image/, { selector: 'input' }), payload.file!);
      return;
    case 'image.drop':
      fireEvent.drop(zone, { dataTransfer: { files: payload.file ? [payload.file] : [] } });
      return;
    case 'image.drag.enter':
      fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
      return;
    case 'image.drag.leave':
      fireEvent.dragLeave(zone, { dataTransfer: { files: [] } });
      return;
    case 'image.retry':
      await user.click(within(zone).getByRole('button', { name: 'Retry upload' }));
      return;
    case 'image.remove':
      await user.click(within(zone).getByRole('button', { name: 'Remove image' }));
      return;
    case 'xstate.done.actor.uploadImage':
      await act(async () => server.uploads.at(-1)!.resolve(payload.output));
      return;
    case 'xstate.error.actor.uploadImage':
      await act(async () => server.uploads.at(-1)!.reject(payload.error));
      return;
  }
  throw new Error(`No way to perform ${event.type}`);
}

describe('image upload widget driven through the brand form', () => {
  const paths = imageUploadModel(null).getShortestPaths();

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = fakeServer();
      const user = renderAt('/settings/brand/add', server);
      await screen.findByLabelText(/Brand Name/);
      for (const step of path.steps.slice(1)) {
        await performUploadStep(user, server, step.event);
        const { value, context } = step.state;
        const zone = screen.getByTestId('image-drop-zone');
        await waitFor(() => {
          expect(within(zone).queryByText('Uploading…') !== null).toBe(value === 'uploading');
          expect(within(zone).queryByRole('button', { name: 'Retry upload' }) !== null).toBe(value === 'failed');
          expect(within(zone).queryByRole('button', { name: 'Remove image' }) !== null).toBe(value === 'uploaded' || value === 'failed');
        });
        const preview = within(zone).queryByRole('img') as HTMLImageElement | null;
        if (value === 'uploaded') expect(preview?.getAttribute('src')).toBe(servedUrl);
        if (value === 'empty') expect(within(zone).getByText('No image')).toBeTruthy();
        if (context.error) expect(within(zone).getByRole('alert').textContent).toBe(englishOf(context.error));
        else expect(within(zone).queryByRole('alert')).toBeNull();
        expect(zone.className.split(' ').length).toBe(context.dragOver ? 2 : 1);
      }
    });
  }
});
