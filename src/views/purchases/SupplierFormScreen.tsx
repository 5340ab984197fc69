import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { screens } from '../../domain/screens';
import { supplierFormMachine } from '../../machines/purchases/supplier-form';
import { FormTextField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { screenTitles } from '../i18n/screen-names';

/** Add Supplier and Edit Supplier: name (required), company, email, phone, address, city, country. */
export function SupplierFormScreen() {
  const { i18n, t } = useLingui();
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(supplierFormMachine, { id });
  return (
    <RecordFormFrame
      actor={actor}
      title={i18n._(id ? screenTitles.supplierEdit : screenTitles.supplierAdd)}
      listPath={screens.supplierList.path}
      shownFields={['name', 'companyName', 'email', 'phone', 'address', 'city', 'country']}
    >
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label={t`Name`} required autoComplete="organization" />
        <FormTextField form={actor} name="companyName" label={t`Company Name`} autoComplete="off" />
        <FormTextField form={actor} name="email" label={t`Email`} type="email" autoComplete="email" />
        <FormTextField form={actor} name="phone" label={t`Phone Number`} type="tel" autoComplete="tel" />
        <div className={wide}>
          <FormTextField form={actor} name="address" label={t`Address`} autoComplete="street-address" />
        </div>
        <FormTextField form={actor} name="city" label={t`City`} autoComplete="address-level2" />
        <FormTextField form={actor} name="country" label={t`Country`} autoComplete="country-name" />
      </div>
    </RecordFormFrame>
  );
}
