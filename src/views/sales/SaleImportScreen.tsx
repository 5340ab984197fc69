import { useSelector } from '@xstate/react';
import { SALE_IMPORT_COLUMNS, SALE_IMPORT_SAMPLE, SALE_IMPORT_SAMPLE_NAME } from '../../domain/sale-import';
import { SALE_STATUSES } from '../../domain/sales.schemas';
import { screens } from '../../domain/screens';
import { saleImportMachine, type SaleImportActor, type SaleImportField } from '../../machines/sales/sale-import.machine';
import { DocumentImportForm, DocumentImportFrame, useImportUploading } from '../common/DocumentImport';
import { useFollowUps } from '../common/use-follow-ups';
import { screenActorContext } from '../common/screen-actor-context';
import { SelectField } from '../common/SelectField';

/** The machine the screen runs; view tests substitute its server calls. */
export const SaleImportActorContext = screenActorContext(saleImportMachine);

/** Import Sale (/sale/import; docs/screens.md#sales): customer, warehouse, biller, CSV and status, all required. */
export function SaleImportScreen() {
  const actor: SaleImportActor = SaleImportActorContext.useOwnActor();
  useFollowUps(actor);
  return (
    <DocumentImportFrame title={screens.saleImport.title} form={actor} loadingText="Loading customers, warehouses and billers…">
      <DocumentImportForm
        form={actor}
        fields={<SaleImportFields actor={actor} />}
        columns={SALE_IMPORT_COLUMNS}
        sample={{ name: SALE_IMPORT_SAMPLE_NAME, text: SALE_IMPORT_SAMPLE }}
        note="The fields marked * are required. The file makes one sale, and nothing is saved unless every row is correct."
        cancelHref={screens.saleList.path}
      />
    </DocumentImportFrame>
  );
}

function SaleImportFields({ actor }: { actor: SaleImportActor }) {
  const choices = useSelector(actor, (snapshot) => snapshot.context.choices);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const uploading = useImportUploading(actor);
  const select = (name: SaleImportField, label: string, items: readonly { id: string; name: string }[]) => (
    <SelectField
      id={`import-${name}`}
      label={label}
      required
      placeholder={`Select ${label.toLowerCase()}...`}
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      value={values[name]}
      error={errors[name]}
      disabled={uploading}
      onChange={(event) => actor.send({ type: 'import.field.change', name, value: event.target.value })}
    />
  );
  return (
    <>
      {select('customer', 'Customer', choices?.customers ?? [])}
      {select('warehouse', 'Warehouse', choices?.warehouses ?? [])}
      {select('biller', 'Biller', choices?.billers ?? [])}
      {select('saleStatus', 'Sale Status', SALE_STATUSES.map((status) => ({ id: status, name: status })))}
    </>
  );
}
