import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { generalSettingFormMachine, methodAccountField } from '../../machines/settings/general-setting-form';
import { ACCOUNT_PAYMENT_METHODS } from '../../domain/shop-constants';
import { CURRENCY_TABLE } from '../../domain/currencies';
import { formatCurrencyName } from '../../domain/format';
import type { Language } from '../../domain/languages';
import { useLanguageShown } from '../i18n/use-language-shown';
import { CURRENCY_POSITIONS, DATE_FORMATS, INVOICE_FORMATS, STAFF_ACCESS_LEVELS } from '../../domain/shop-constants';
import { TIME_ZONES } from '../../domain/time-zones';
import { useAppActors } from '../app-actors';
import { FieldMessages } from '../common/FieldMessages';
import { FormImageUpload, FormSelectField, FormTextAreaField, FormTextField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useFieldError, useRecordFormActor } from '../common/use-record-form';
import { paymentMethodName } from '../i18n/payment-method-names';
import { screenTitles } from '../i18n/screen-names';

/** The words General Setting saves (src/domain/shop-constants.ts) as people read them; the saved value stays English. */
const optionNames: Readonly<Record<string, MessageDescriptor>> = {
  Prefix: msg`Prefix`,
  Suffix: msg`Suffix`,
  'All Records': msg`All Records`,
  'Own Records': msg`Own Records`,
  'Limited Access': msg`Limited Access`,
  Standard: msg`Standard`,
  Detailed: msg`Detailed`,
  Simple: msg`Simple`,
};
/**
 * 'Pakistani Rupee (PKR, Rs)', 'پاکستانی روپیہ (PKR, Rs)' in Urdu: the English name is the value saved; the label
 * names it in the language shown, and the code and sign say which currency it is.
 */
function currencyChoices(language: Language) {
  return CURRENCY_TABLE.map((row) => {
    const name = formatCurrencyName(row.name, language);
    return { value: row.name, label: row.symbol === row.code ? `${name} (${row.code})` : `${name} (${row.code}, ${row.symbol})` };
  });
}

/** docs/screens.md#settings, General Setting, saved for real; the machine tells the app's settings, so what it changes shows at once everywhere. */
export function GeneralSettingScreen() {
  const { shopSettings } = useAppActors();
  const actor = useRecordFormActor(generalSettingFormMachine, { announceTo: shopSettings });
  const logoError = useFieldError(actor, 'systemLogo');
  const language = useLanguageShown();
  const accounts = useSelector(actor, (snapshot) => snapshot.context.options.accounts) ?? [];
  const accountChoices = accounts.map((option) => ({ value: option.id, label: option.record.accountNumber ? `${option.name} (${String(option.record.accountNumber)})` : option.name }));
  const { i18n, t } = useLingui();
  // A date format ('dd-mm-yyyy') is a pattern, shown as it is.
  const choices = (options: readonly string[]) => options.map((option) => ({ value: option, label: optionNames[option] ? i18n._(optionNames[option]) : option }));
  return (
    <RecordFormFrame
      actor={actor}
      title={i18n._(screenTitles.generalSetting)}
      shownFields={['systemTitle', 'systemLogo', 'currency', 'currencyPosition', 'timeZone', 'staffAccess', 'invoiceFormat', 'dateFormat', 'developedBy', 'shopAddress', 'shopPhone', 'receiptFooter', 'cashVarianceThreshold', 'paymentAccounts']}
    >
      <div className={fieldGrid}>
        <FormTextField form={actor} name="systemTitle" label={t`System Title`} required autoComplete="off" />
        <FormTextField form={actor} name="developedBy" label={t`Developed By`} autoComplete="off" />
        <FormSelectField form={actor} name="currency" label={t`Currency`} required options={currencyChoices(language)} />
        <FormSelectField form={actor} name="currencyPosition" label={t`Currency Position`} required options={choices(CURRENCY_POSITIONS)} />
        {/* 419 zones: typed to search ('Kolk' finds Asia/Kolkata), as the browser's own list offers them (docs/screens.md#settings). */}
        <FormTextField form={actor} name="timeZone" label={t`Time Zone`} placeholder={t`Type a city, e.g. Karachi`} autoComplete="off" list="time-zone-choices" hint={t`A zone of the IANA database, such as Asia/Karachi or Europe/London; blank for Asia/Karachi.`} />
        <datalist id="time-zone-choices">
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <FormSelectField
          form={actor}
          name="staffAccess"
          label={t`Staff Access`}
          required
          options={choices(STAFF_ACCESS_LEVELS)}
          hint={t`What staff members may see and do; admins are never limited.`}
        />
        <FormSelectField form={actor} name="invoiceFormat" label={t`Invoice Format`} required options={choices(INVOICE_FORMATS)} />
        <FormSelectField form={actor} name="dateFormat" label={t`Date Format`} required options={choices(DATE_FORMATS)} />
        <fieldset className={`${wide} ${fieldGrid}`} aria-describedby="receipt-hint">
          <legend>
            <Trans>Receipt</Trans>
          </legend>
          <p id="receipt-hint" className={wide}>
            <Trans>Printed at the head of every POS receipt under the System Title, and the footer at its foot.</Trans>
          </p>
          <FormTextAreaField form={actor} name="shopAddress" label={t`Shop Address`} rows={2} />
          <FormTextField form={actor} name="shopPhone" label={t`Shop Phone`} autoComplete="off" inputMode="tel" />
          <div className={wide}>
            <FormTextAreaField form={actor} name="receiptFooter" label={t`Receipt Footer`} rows={2} placeholder={t`Thank you for shopping with us!`} />
          </div>
        </fieldset>
        <fieldset className={`${wide} ${fieldGrid}`} aria-describedby="cash-count-hint">
          <legend>
            <Trans>Cash count</Trans>
          </legend>
          <p id="cash-count-hint" className={wide}>
            <Trans>When a shift is closed, a count off by more than this (short or over) waits for an admin to confirm it. 0.00: every variance does.</Trans>
          </p>
          <FormTextField form={actor} name="cashVarianceThreshold" label={t`Cash Variance Threshold`} inputMode="decimal" autoComplete="off" placeholder="0.00" />
        </fieldset>
        <fieldset className={`${wide} ${fieldGrid}`} aria-describedby="payment-accounts-hint">
          <legend>
            <Trans>Payment accounts</Trans>
          </legend>
          <p id="payment-accounts-hint" className={wide}>
            <Trans>The account a payment by each method goes into at the POS, on sales, deposits and refunds; the cashier may change it for one payment.</Trans>
          </p>
          {ACCOUNT_PAYMENT_METHODS.map((method) => {
            const methodName = paymentMethodName(i18n, method);
            return <FormSelectField key={method} form={actor} name={methodAccountField(method)} label={t`${methodName} account`} placeholder={t`Default account`} options={accountChoices} />;
          })}
        </fieldset>
        <div className={wide}>
          <FormImageUpload form={actor} name="systemLogo" label={t`System Logo *`} />
          <FieldMessages id="field-systemLogo" error={logoError} />
        </div>
      </div>
    </RecordFormFrame>
  );
}
