import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { csvImportMachine } from '../../../src/machines/common/csv-import.machine';
import { CategoryImportDialog } from '../../../src/views/catalog/CategoryImportDialog';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const refusal = {
  ok: false as const,
  status: 400,
  message: 'The file has 2 problems; nothing was imported.',
  issues: [
    { path: '3.name', message: 'Row 3, name: This field is required.' },
    { path: '5.parent', message: "Row 5, parent: No category named 'Phones'." },
  ],
};

function openImporter() {
  const machine = csvImportMachine.provide({
    actors: {
      readFile: fromPromise(async () => ({ columns: ['name', 'parent'], rowCount: 4 })) as never,
      uploadFile: fromPromise(async () => refusal) as never,
    },
  });
  const actor = createActor(machine, { input: { columns: ['name', 'parent'], requiredColumns: ['name'], endpoint: 'POST /api/import/categories' } }).start();
  actor.send({ type: 'import.open' });
  render(
    <I18nProvider i18n={i18n}>
      <CategoryImportDialog actor={actor} />
    </I18nProvider>,
  );
  stop = () => actor.stop();
  return actor;
}

describe('Import Category', () => {
  it('names each problem once, as one clear line, without the raw path before it', async () => {
    openImporter();
    const user = userEvent.setup({ delay: null });
    await user.upload(screen.getByLabelText('CSV file'), new File(['name,parent\n'], 'categories.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Row 3, name: This field is required.', "Row 5, parent: No category named 'Phones'."]);
  });

  it('offers a styled button to choose the file and shows the chosen name', async () => {
    openImporter();
    const user = userEvent.setup({ delay: null });
    const input = screen.getByLabelText('CSV file');
    // The native control is hidden; its label is the button a person sees and clicks.
    expect(screen.getByText('Choose CSV file').tagName).toBe('LABEL');
    expect(screen.getByText('Choose CSV file').getAttribute('for')).toBe(input.id);
    expect(screen.getByText('No file chosen')).toBeTruthy();
    await user.upload(input, new File(['name,parent\n'], 'categories.csv', { type: 'text/csv' }));
    // The name the person's file has keeps its own direction (<bdi>) inside the right-to-left line.
    expect(await screen.findByText('categories.csv', { selector: '[data-file-name] bdi' })).toBeTruthy();
  });
});
