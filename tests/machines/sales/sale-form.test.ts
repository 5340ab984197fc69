import { describe, expect, it } from 'vitest';
import { SALE_NO_PRODUCTS_MESSAGE, SALE_REQUIRED_MESSAGE } from '../../../src/domain/sales.schemas';
import {
  SALE_ADDED_MESSAGE,
  SALE_FAILED_MESSAGE,
  SALE_LOAD_FAILED_MESSAGE,
  SALE_REFUSED_MESSAGE,
  SALE_UPDATED_MESSAGE,
  saleFormMachine,
} from '../../../src/machines/sales/sale-form.machine';
import { leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName } from '../common/record-form.model';
import { outOfStock, saleFormInput, saleFormModel, storedSale, storedSaleBody, testableSaleFormMachine, type SaleFormMode } from './sale-form.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const isEvent = (check: Check, type: string) => check.event.type === type;
const doneOutput = (check: Check) => (check.event as unknown as { output: { ok: boolean; message?: string } }).output;

function assertionsFor(mode: SaleFormMode): StateAssertions<any> {
  return {
    loading: (check) => {
      // The form asks for the sale it edits (none on Add Sale) each time it loads.
      expect(check.invoked.filter((actor) => actor.id === 'loadSaleForm')).toEqual([{ id: 'loadSaleForm', input: { id: mode === 'edit' ? 's-1' : null } }]);
      expect(check.snapshot.context.lines).toBeNull();
    },
    loadFailed: (check) => {
      expect(check.snapshot.context.loadError).toBe(SALE_LOAD_FAILED_MESSAGE);
      expect(check.snapshot.can({ type: 'form.submit' })).toBe(false);
    },
    'ready.form.editing': (check) => {
      const { banner, fieldErrors, values } = check.snapshot.context;
      expect(check.snapshot.context.lines).not.toBeNull();
      expect(check.emitted.filter((event) => event.type === 'navigate')).toEqual([]);
      if (isEvent(check, 'xstate.done.actor.loadSaleForm')) {
        // An edited sale's fields, and its lines with their charges (what the save would send back unchanged).
        expect(values).toEqual(
          mode === 'edit'
            ? { customer: 'c-bilal', warehouse: 'w-main', biller: 'b-main', saleStatus: 'Completed', paymentStatus: 'Pending', saleNote: storedSale.saleNote, staffNote: '' }
            : { customer: '', warehouse: '', biller: '', saleStatus: 'Completed', paymentStatus: 'Pending', saleNote: '', staffNote: '' },
        );
        expect(check.snapshot.context.lines.getSnapshot().context.lines).toHaveLength(mode === 'edit' ? 1 : 0);
      }
      if (isEvent(check, 'form.submit')) {
        const missing = (['customer', 'warehouse', 'biller'] as const).filter((field) => values[field] === '');
        if (missing.length > 0) {
          expect(banner).toEqual({ kind: 'error', message: SALE_REQUIRED_MESSAGE });
          for (const field of missing) expect(fieldErrors[field]).toBe(SALE_REQUIRED_MESSAGE);
        } else {
          // Add Sale starts with no products.
          expect(mode).toBe('add');
          expect(banner).toEqual({ kind: 'error', message: SALE_NO_PRODUCTS_MESSAGE });
        }
      }
      if (isEvent(check, 'xstate.done.actor.saveSale')) {
        const output = doneOutput(check);
        // SPEC.md section 8: the server's message in the red banner, else 'An error occurred.'.
        expect(banner).toEqual({ kind: 'error', message: output.message || SALE_REFUSED_MESSAGE });
        expect(fieldErrors).toEqual(output === outOfStock ? { 'products.0': outOfStock.issues[0]!.message } : {});
        expect(check.emitted).toEqual([]);
      }
      if (isEvent(check, 'xstate.error.actor.saveSale')) expect(banner).toEqual({ kind: 'error', message: SALE_FAILED_MESSAGE });
    },
    'ready.form.saving': (check) => {
      const { values } = check.snapshot.context;
      expect(check.snapshot.can({ type: 'form.submit' })).toBe(false);
      expect(check.snapshot.context.banner).toBeNull();
      // What is sent: the form's fields and the lines priced by src/domain, with the grand total to check.
      if (isEvent(check, 'form.submit')) expect(check.invoked).toEqual([{ id: 'saveSale', input: { id: mode === 'edit' ? 's-1' : null, body: { ...values, ...storedSaleBody } } }]);
    },
    'ready.form.saved': (check) => {
      if (isEvent(check, 'xstate.done.actor.saveSale')) expect(check.emitted).toEqual([
        { type: 'notify', kind: 'success', message: mode === 'edit' ? SALE_UPDATED_MESSAGE : SALE_ADDED_MESSAGE, place: 'layout' },
        { type: 'navigate', to: '/sale/list' },
      ]);
    },
    'ready.banner.hidden': (check) => {
      expect(check.snapshot.context.banner).toBeNull();
    },
    'ready.banner.shown': (check) => {
      // The banner shows until its 5 s pass, or until the next save starts.
      const { banner } = check.snapshot.context;
      if (check.snapshot.matches({ ready: { form: 'editing' } })) expect(banner?.kind).toBe('error');
      else expect(banner).toBeNull();
    },
  };
}

describe('sale form machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertionsFor('add')).sort()).toEqual(leafStatePaths(saleFormMachine).sort());
  });

  for (const mode of ['add', 'edit'] as const) {
    describe(mode, () => {
      for (const path of saleFormModel(mode).getShortestPaths()) {
        it(pathName(path), () => replayPath(testableSaleFormMachine, path, assertionsFor(mode), saleFormInput(mode)));
      }
    });
  }
});
