import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { SALE_IMPORT_COLUMNS, SALE_IMPORT_SAMPLE, SALE_IMPORT_SAMPLE_NAME } from '../../domain/sale-import';
import { SALE_STATUSES } from '../../domain/sales.schemas';
import { screens } from '../../domain/screens';
import { saleImportMachine, type SaleImportActor, type SaleImportField } from '../../machines/sales/sale-import.machine';
import { DocumentImportForm, DocumentImportFrame, useImportUploading } from '../common/DocumentImport';
import { useFollowUps } from '../common/use-follow-ups';
import { screenActorContext } from '../common/screen-actor-context';
import { SelectField } from '../common/SelectField';
import { screenTitles } from '../i18n/screen-names';
import { statusName } from '../i18n/status-names';
import { shownFieldErrors } from '../i18n/field-messages';

/** The machine the screen runs; view tests substitute its server calls. */
export const SaleImportActorContext = screenActorContext(saleImportMachine);

/** Import Sale (/sale/import; docs/screens.md#sales): customer, warehouse, biller, CSV and status, all required. */
export function SaleImportScreen() {
  const actor: SaleImportActor = SaleImportActorContext.useOwnActor();
  useFollowUps(actor);
  const { i18n, t } = useLingui();
  return (
    <DocumentImportFrame title={i18n._(screenTitles.saleImport)} form={actor} loadingText={t`Loading customers, warehouses and billers…`}>
      <DocumentImportForm
        form={actor}
        fields={<SaleImportFields actor={actor} />}
        columns={SALE_IMPORT_COLUMNS}
        sample={{ name: SALE_IMPORT_SAMPLE_NAME, text: SALE_IMPORT_SAMPLE }}
        note={t`The fields marked * are required. The file makes one sale, and nothing is saved unless every row is correct.`}
        cancelHref={screens.saleList.path}
      />
    </DocumentImportFrame>
  );
}

function SaleImportFields({ actor }: { actor: SaleImportActor }) {
  const choices = useSelector(actor, (snapshot) => snapshot.context.choices);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const { i18n, t } = useLingui();
  const errors = shownFieldErrors(i18n, useSelector(actor, (snapshot) => snapshot.context.fieldErrors));
  const uploading = useImportUploading(actor);
  const select = (name: SaleImportField, label: string, placeholder: string, items: readonly { id: string; name: string }[]) => (
    <SelectField
      id={`import-${name}`}
      label={label}
      required
      placeholder={placeholder}
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      value={values[name]}
      error={errors[name]}
      disabled={uploading}
      onChange={(event) => actor.send({ type: 'import.field.change', name, value: event.target.value })}
    />
  );
  return (
    <>
      {select('customer', t`Customer`, t`Select customer...`, choices?.customers ?? [])}
      {select('warehouse', t`Warehouse`, t`Select warehouse...`, choices?.warehouses ?? [])}
      {select('biller', t`Biller`, t`Select biller...`, choices?.billers ?? [])}
      {select('saleStatus', t`Sale Status`, t`Select sale status...`, SALE_STATUSES.map((status) => ({ id: status, name: statusName(i18n, status) })))}
    </>
  );
}
