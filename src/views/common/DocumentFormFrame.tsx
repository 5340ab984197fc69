import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fieldMessageText } from '../i18n/field-messages';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { ShownText } from '../../machines/common/notifications';
import type { orderLinesMachine } from '../../machines/common/order-lines.machine';
import { selectOrderCharges } from '../../machines/common/order-table.selectors';
import { LoadState } from './LoadState';
import { screen, screenTitle } from './screen.css';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface DocumentFormFrameProps {
  title: string;
  /** The document's form machine: its 'loading' state, its context's loadError and 'form.retry' (purchase and sale forms alike). */
  form: AnyActorRef;
  /** Whether the document asked for does not exist (the machine's selector): then the way on is its list, not Retry. */
  selectNotFound: (snapshot: never) => boolean;
  /** The document's list. */
  listPath: string;
  /** The form, drawn once the document and its choices have loaded. */
  children: ReactNode;
}

/** Add/Edit Purchase and Add/Edit Sale: the title, then 'Loading…', the load failure with Retry (or, for a document not found, the way back to its list), or the form. */
export function DocumentFormFrame({ title, form, selectNotFound, listPath, children }: DocumentFormFrameProps) {
  const loading = useSelector(form, (snapshot) => snapshot.hasTag('loading'));
  const loadError = useSelector(form, (snapshot) => snapshot.context.loadError as ShownText | null | undefined);
  const notFound = useSelector(form, (snapshot) => selectNotFound(snapshot as never));
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        {title}
      </h1>
      {loading || loadError ? (
        <LoadState loading={loading} error={loadError ?? null} onRetry={() => form.send({ type: 'form.retry' })} notFound={notFound && { listPath }} />
      ) : (
        children
      )}
    </section>
  );
}

/** docs/screens.md#choices-and-reference-data: order tax choices 0, 5, 10 and 15 percent. */
const ORDER_TAX_CHOICES = ['0', '5', '10', '15'];

interface OrderChargeFieldsProps {
  lines: ActorRefFrom<typeof orderLinesMachine>;
  /** The fields' ids: 'purchase' gives purchase-order-tax, purchase-discount, purchase-shipping. */
  ids: { orderTax: string; discount: string; shipping: string };
  /** The discount box's words: 'Discount' on a purchase, 'Order Discount' on a sale (docs/screens.md). */
  discountLabel: 'Discount' | 'Order Discount';
  /** What the server said about each charge. */
  errors: { orderTax?: string; discount?: string; shipping?: string };
}

/** Order Tax, the order's discount and Shipping Cost, typed into the order lines (what they refuse shown under each). */
export function OrderChargeFields({ lines, ids, discountLabel, errors }: OrderChargeFieldsProps) {
  const charges = useSelector(lines, selectOrderCharges, shallowEqual);
  const refused = useSelector(lines, (snapshot) => snapshot.context.problem);
  const { i18n, t } = useLingui();
  const chargeProblem = (field: string) => (refused?.field === field ? fieldMessageText(i18n, refused.message) : undefined);
  const discountLabels = { Discount: t`Discount`, 'Order Discount': t`Order Discount` };
  return (
    <>
      <SelectField
        id={ids.orderTax}
        label={t`Order Tax`}
        options={ORDER_TAX_CHOICES.map((rate) => ({ value: rate, label: `${rate}%` }))}
        value={String(charges.orderTax)}
        error={chargeProblem('orderTax') ?? errors.orderTax}
        onChange={(event) => lines.send({ type: 'lines.orderTax.change', text: event.target.value })}
      />
      <TextField
        id={ids.discount}
        label={discountLabels[discountLabel]}
        type="number"
        min={0}
        step={0.01}
        defaultValue={charges.discount}
        error={chargeProblem('orderDiscount') ?? errors.discount}
        onChange={(event) => lines.send({ type: 'lines.orderDiscount.change', text: event.target.value || '0' })}
      />
      <TextField
        id={ids.shipping}
        label={t`Shipping Cost`}
        type="number"
        min={0}
        step={0.01}
        defaultValue={charges.shipping}
        error={chargeProblem('shipping') ?? errors.shipping}
        onChange={(event) => lines.send({ type: 'lines.shipping.change', text: event.target.value || '0' })}
      />
    </>
  );
}
