/**
 * Add Warehouse and Edit Warehouse (docs/screens.md#warehouses): the record form machine with the
 * warehouse's definition: its name, and Active (a deactivated warehouse leaves the pickers and
 * keeps its history; the server refuses it while the warehouse holds stock). After a save the
 * form goes back to the Warehouses list.
 */
import { warehouseInputSchema } from '../../domain/catalog.schemas';
import { screens } from '../../domain/screens';
import { compact, presentText, text } from '../common/form-values';
import { recordFormMachine, type RecordFormDefinition } from '../common/record-form.machine';

export type WarehouseValues = { name: string; active: boolean };

export const warehouseFormDefinition: RecordFormDefinition<WarehouseValues> = {
  source: { resource: 'warehouses' },
  schema: warehouseInputSchema,
  pickers: [],
  empty: () => ({ name: '', active: true }),
  fromRecord: (record) => ({ name: text(record.name), active: record.active !== false }),
  toBody: (values) => compact({ name: presentText(values.name), active: values.active }),
  conflictField: 'name',
  // The form's own words (docs/i18n.md#machines).
  messages: {
    created: /*i18n*/ { id: 'warehouse.added', message: 'Warehouse added successfully!' },
    updated: /*i18n*/ { id: 'warehouse.updated', message: 'Warehouse updated successfully!' },
    failed: /*i18n*/ { id: 'warehouse.save-failed', message: 'Failed to save the warehouse. Please try again.' },
  },
  afterAdd: { navigate: screens.warehouseList.path },
  afterEdit: { navigate: screens.warehouseList.path },
};

export const warehouseFormMachine = recordFormMachine(warehouseFormDefinition);
