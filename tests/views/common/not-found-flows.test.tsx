import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { PurchaseFormActorContext } from '../../../src/views/purchases/use-purchase-form';
import { SaleFormActorContext } from '../../../src/views/sales/use-sale-form';
import { RecordFormActorContext } from '../../../src/views/common/use-record-form';
import { renderApp, viewSessionMachine } from '../render-app';

/**
 * An edit screen whose record does not exist says so in the server's words, with the way back to
 * its list, and offers no Retry (docs/screens.md#screens-and-routes); a read with no answer still
 * says to check the connection, with Retry.
 */
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
});

const refusal = (message: string) => ({ ok: false, status: 404, message, issues: [] });
// A refusal is the server's answer; an Error is no answer at all.
const loading = (answer: unknown) => fromPromise(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));
const failing = (answer: unknown) => ({ actors: { loadForm: loading(answer), loadSaleForm: loading(answer), loadPurchaseForm: loading(answer) } }) as never;

function renderAt(path: string, error: unknown) {
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const implementations = failing(error);
  stop = renderApp(path, viewSessionMachine, (app) => (
    <RecordFormActorContext.Substitute implementations={implementations}>
      <SaleFormActorContext.Substitute implementations={implementations}>
        <PurchaseFormActorContext.Substitute implementations={implementations}>{app}</PurchaseFormActorContext.Substitute>
      </SaleFormActorContext.Substitute>
    </RecordFormActorContext.Substitute>
  )).stop;
}

const ID = '00000000-0000-4000-8000-000000000001';

describe('an edit screen whose record does not exist', () => {
  for (const [path, message, list] of [
    [`/product/edit/${ID}`, 'Product not found.', '/product/list'],
    [`/settings/warehouse/edit/${ID}`, 'Warehouse not found.', '/settings/warehouse'],
    [`/sale/edit/${ID}`, 'Sale not found.', '/sale/list'],
    [`/purchase/edit/${ID}`, 'Purchase not found.', '/purchase/list'],
  ] as const) {
    it(`${path} says '${message}' and links back to ${list}`, async () => {
      renderAt(path, refusal(message));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(alert.textContent).not.toContain('connection');
      expect(screen.getByRole('link', { name: 'Back to list' }).getAttribute('href')).toBe(list);
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    });
  }

  it('a read with no answer still says to check the connection, with Retry', async () => {
    renderAt(`/sale/edit/${ID}`, new TypeError('Failed to fetch'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Check the connection');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
