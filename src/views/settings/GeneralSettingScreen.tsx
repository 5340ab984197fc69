import { useSelector } from '@xstate/react';
import { generalSettingFormMachine, methodAccountField } from '../../machines/settings/general-setting-form';
import { ACCOUNT_PAYMENT_METHODS } from '../../domain/shop-constants';
import { CURRENCY_TABLE } from '../../domain/currencies';
import { CURRENCY_POSITIONS, DATE_FORMATS, INVOICE_FORMATS, STAFF_ACCESS_LEVELS } from '../../domain/shop-constants';
import { TIME_ZONES } from '../../domain/time-zones';
import { useAppActors } from '../app-actors';
import { FieldMessages } from '../common/FieldMessages';
import { FormImageUpload, FormSelectField, FormTextAreaField, FormTextField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useFieldError, useRecordFormActor } from '../common/use-record-form';

const choices = (options: readonly string[]) => options.map((option) => ({ value: option, label: option }));
/** 'Pakistani Rupee (PKR, Rs)': the name is the value saved; the code and sign say which currency it is. */
const currencyChoices = CURRENCY_TABLE.map((row) => ({ value: row.name, label: row.symbol === row.code ? `${row.name} (${row.code})` : `${row.name} (${row.code}, ${row.symbol})` }));

/** docs/screens.md#settings, General Setting, saved for real; the machine tells the app's settings, so what it changes shows at once everywhere. */
export function GeneralSettingScreen() {
  const { shopSettings } = useAppActors();
  const actor = useRecordFormActor(generalSettingFormMachine, { announceTo: shopSettings });
  const logoError = useFieldError(actor, 'systemLogo');
  const accounts = useSelector(actor, (snapshot) => snapshot.context.options.accounts) ?? [];
  const accountChoices = accounts.map((option) => ({ value: option.id, label: option.record.accountNumber ? `${option.name} (${String(option.record.accountNumber)})` : option.name }));
  return (
    <RecordFormFrame
      actor={actor}
      title="General Setting"
      shownFields={['systemTitle', 'systemLogo', 'currency', 'currencyPosition', 'timeZone', 'staffAccess', 'invoiceFormat', 'dateFormat', 'developedBy', 'shopAddress', 'shopPhone', 'receiptFooter', 'cashVarianceThreshold', 'paymentAccounts']}
    >
      <div className={fieldGrid}>
        <FormTextField form={actor} name="systemTitle" label="System Title" required autoComplete="off" />
        <FormTextField form={actor} name="developedBy" label="Developed By" autoComplete="off" />
        <FormSelectField form={actor} name="currency" label="Currency" required options={currencyChoices} />
        <FormSelectField form={actor} name="currencyPosition" label="Currency Position" required options={choices(CURRENCY_POSITIONS)} />
        {/* 419 zones: typed to search ('Kolk' finds Asia/Kolkata), as the browser's own list offers them (docs/screens.md#settings). */}
        <FormTextField form={actor} name="timeZone" label="Time Zone" placeholder="Type a city, e.g. Karachi" autoComplete="off" list="time-zone-choices" hint="A zone of the IANA database, such as Asia/Karachi or Europe/London; blank for Asia/Karachi." />
        <datalist id="time-zone-choices">
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <FormSelectField
          form={actor}
          name="staffAccess"
          label="Staff Access"
          required
          options={choices(STAFF_ACCESS_LEVELS)}
          hint="What staff members may see and do; admins are never limited."
        />
        <FormSelectField form={actor} name="invoiceFormat" label="Invoice Format" required options={choices(INVOICE_FORMATS)} />
        <FormSelectField form={actor} name="dateFormat" label="Date Format" required options={choices(DATE_FORMATS)} />
        <fieldset className={`${wide} ${fieldGrid}`} aria-describedby="receipt-hint">
          <legend>Receipt</legend>
          <p id="receipt-hint" className={wide}>
            Printed at the head of every POS receipt under the System Title, and the footer at its foot.
          </p>
          <FormTextAreaField form={actor} name="shopAddress" label="Shop Address" rows={2} />
          <FormTextField form={actor} name="shopPhone" label="Shop Phone" autoComplete="off" inputMode="tel" />
          <div className={wide}>
            <FormTextAreaField form={actor} name="receiptFooter" label="Receipt Footer" rows={2} placeholder="Thank you for shopping with us!" />
          </div>
        </fieldset>
        <fieldset className={`${wide} ${fieldGrid}`} aria-describedby="cash-count-hint">
          <legend>Cash count</legend>
          <p id="cash-count-hint" className={wide}>
            When a shift is closed, a count off by more than this (short or over) waits for an admin to confirm it. 0.00: every variance does.
          </p>
          <FormTextField form={actor} name="cashVarianceThreshold" label="Cash Variance Threshold" inputMode="decimal" autoComplete="off" placeholder="0.00" />
        </fieldset>
        <fieldset className={`${wide} ${fieldGrid}`} aria-describedby="payment-accounts-hint">
          <legend>Payment accounts</legend>
          <p id="payment-accounts-hint" className={wide}>
            The account a payment by each method goes into at the POS, on sales, deposits and refunds; the cashier may change it for one payment.
          </p>
          {ACCOUNT_PAYMENT_METHODS.map((method) => (
            <FormSelectField key={method} form={actor} name={methodAccountField(method)} label={`${method} account`} placeholder="Default account" options={accountChoices} />
          ))}
        </fieldset>
        <div className={wide}>
          <FormImageUpload form={actor} name="systemLogo" label="System Logo *" />
          <FieldMessages id="field-systemLogo" error={logoError} />
        </div>
      </div>
    </RecordFormFrame>
  );
}
