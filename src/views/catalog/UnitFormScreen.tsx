import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import { unitFormMachine } from '../../machines/catalog/named-record-forms';
import { UNIT_OPERATORS } from '../../domain/shop-constants';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormSelectField, FormTextField } from '../common/FormFields';
import { screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';

const OPERATOR_LABELS: Record<(typeof UNIT_OPERATORS)[number], MessageDescriptor> = { '*': msg`Multiply (*)`, '/': msg`Divide (/)` };

/** Add Unit and Edit Unit (/settings/unit/add, /settings/unit/edit/:id): code, name, base unit, operator, operation value. */
export function UnitFormScreen() {
  const { i18n, t } = useLingui();
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(unitFormMachine, { id });
  // A unit cannot be its own base.
  const units = useSelector(actor, (snapshot) => snapshot.context.options.units);
  const baseUnits = (units ?? []).filter((unit) => unit.id !== id).map((unit) => ({ value: unit.id, label: unit.name }));
  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.unitEdit : screenTitles.unitAdd)} listPath={screens.unitList.path} shownFields={['code', 'name', 'baseUnit', 'operator', 'operationValue']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="code" label={t`Code`} required autoComplete="off" placeholder={t`kg`} />
        <FormTextField form={actor} name="name" label={t`Name`} required autoComplete="off" placeholder={t`Kilogram`} />
        <FormSelectField form={actor} name="baseUnit" label={t`Base Unit`} placeholder={t`None (a base unit itself)`} options={baseUnits} />
        <FormSelectField form={actor} name="operator" label={t`Operator`} options={UNIT_OPERATORS.map((operator) => ({ value: operator, label: i18n._(OPERATOR_LABELS[operator]) }))} />
        <FormTextField
          form={actor}
          name="operationValue"
          label={t`Operation Value`}
          inputMode="decimal"
          hint={t`How many base units one of this unit is (with *), or how many of it make one base unit (with /).`}
        />
      </div>
    </RecordFormFrame>
  );
}
