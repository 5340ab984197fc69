import { Trans, useLingui } from '@lingui/react/macro';
import type { Sale } from '../../domain/sales.schemas';
import { formatTime } from '../../domain/format';
import { parseMoney, toWire } from '../../domain/money';
import { posItemsCount, taxTotal } from '../../domain/pricing';
import { button } from '../../styles/controls.css';
import { useDateFormat, useMoneyFormat, useShopSettings } from '../common/use-shop-settings';
import { paymentMethodName } from '../i18n/payment-method-names';
import * as styles from './receipt.css';

// Thermal printers print from the paper's edge; the receipt keeps its own 72 mm width (receipt.css.ts).
const PAGE = '@media print { @page { margin: 0 } }';

/** What the receipt's Tax total says: the sale's amounts read back into minor units and added by src/domain (docs/pricing.md#tax-total). */
function saleTaxTotal(sale: Sale): number {
  return toWire(taxTotal(sale.products.map((line) => ({ tax: parseMoney(line.tax) })), parseMoney(sale.orderTaxAmount)));
}

/** A tax rate as the receipt prints it, '17%', left to right inside a right-to-left line. */
const taxRate = (rate: number) => `\u2066${rate}%\u2069`;

/**
 * The receipt of a sale for 80 mm thermal paper, in the General Setting's invoice format
 * (docs/screens.md#receipt says what each format prints). A reprint reads the sale again, so it
 * prints the same text, the cash tendered and the change included. Its words are the person's language
 * (right to left in Urdu); amounts, codes and references keep left to right (`value`, docs/right-to-left.md).
 */
export function PosReceipt({ sale, onPrint, onClose }: { sale: Sale; onPrint: () => void; onClose: () => void }) {
  const { systemTitle, systemLogo, invoiceFormat, shopAddress, shopPhone, receiptFooter, timeZone } = useShopSettings();
  const money = useMoneyFormat();
  const date = useDateFormat();
  const detailed = invoiceFormat === 'Detailed';
  const simple = invoiceFormat === 'Simple';
  const tax = saleTaxTotal(sale);
  const { t, i18n } = useLingui();
  const { reference } = sale;
  const orderRate = taxRate(sale.orderTax);
  return (
    <section className={styles.receipt} data-receipt data-format={invoiceFormat} aria-label={t`Receipt ${reference}`}>
      <style>{PAGE}</style>
      <div className={styles.receiptHeader}>
        {systemLogo && !simple && <img className={styles.receiptLogo} src={systemLogo} alt="" />}
        <span className={styles.receiptTitle}>{systemTitle}</span>
        {shopAddress && <span className={styles.receiptLines}>{shopAddress}</span>}
        {shopPhone && (
          <span>
            <Trans>Tel:</Trans> <bdi>{shopPhone}</bdi>
          </span>
        )}
      </div>
      <hr className={styles.receiptRule} />
      <div className={styles.receiptRow}>
        <span>
          <Trans>Receipt</Trans>
        </span>
        <span className={styles.receiptValue} data-testid="receipt-reference">{sale.reference}</span>
      </div>
      <div className={styles.receiptRow}>
        <span>
          <Trans>Date</Trans>
        </span>
        <span className={styles.receiptValue} data-testid="receipt-date">
          {date(sale.createdAt)} {formatTime(new Date(sale.createdAt), timeZone)}
        </span>
      </div>
      {sale.till && (
        <div className={styles.receiptRow}>
          <span>
            <Trans>Till</Trans>
          </span>
          <span data-testid="receipt-till">{sale.till}</span>
        </div>
      )}
      <div className={styles.receiptRow}>
        <span>
          <Trans>Cashier</Trans>
        </span>
        <span data-testid="receipt-cashier">{sale.createdBy ?? '—'}</span>
      </div>
      {detailed && (
        <>
          <div className={styles.receiptRow}>
            <span>
              <Trans>Customer</Trans>
            </span>
            <span>{sale.customer}</span>
          </div>
          <div className={styles.receiptRow}>
            <span>
              <Trans>Warehouse</Trans>
            </span>
            <span>{sale.warehouse}</span>
          </div>
          <div className={styles.receiptRow}>
            <span>
              <Trans>Biller</Trans>
            </span>
            <span>{sale.biller}</span>
          </div>
        </>
      )}
      <hr className={styles.receiptRule} />
      {sale.products.map((line) => {
        const name = `${line.productName}${line.variant ? ` (${line.variant})` : ''}`;
        const rate = taxRate(line.taxRate);
        if (simple) {
          return (
            <div key={line.lineId} className={styles.receiptRow}>
              <span>
                <bdi dir="ltr">{line.quantity} ×</bdi> <bdi>{name}</bdi>
              </span>
              <span className={styles.receiptValue}>{money(line.subTotal)}</span>
            </div>
          );
        }
        return (
          <div key={line.lineId}>
            <div>
              <bdi>{name}</bdi>
              {detailed && (
                <>
                  {' '}
                  <bdi dir="ltr" className={styles.receiptSmall}>[{line.variantCode ? `${line.productCode}-${line.variantCode}` : line.productCode}]</bdi>
                </>
              )}
            </div>
            <div className={styles.receiptIndent}>
              <span className={styles.receiptValue}>
                {line.quantity} × {money(line.unitPrice)}
              </span>
              <span className={styles.receiptValue}>{money(line.subTotal)}</span>
            </div>
            {line.discount > 0 && (
              <div className={styles.receiptIndent}>
                <span>
                  <Trans>Discount</Trans>
                </span>
                <span className={styles.receiptValue}>−{money(line.discount)}</span>
              </div>
            )}
            {line.tax > 0 && (
              <div className={styles.receiptIndent}>
                <span>{line.taxMethod === 'Inclusive' ? t`Tax ${rate} incl.` : t`Tax ${rate}`}</span>
                <span className={styles.receiptValue}>{money(line.tax)}</span>
              </div>
            )}
          </div>
        );
      })}
      <hr className={styles.receiptRule} />
      <div className={styles.receiptRow}>
        <span>
          <Trans>Items</Trans>
        </span>
        <span className={styles.receiptValue} data-testid="receipt-items">{posItemsCount(sale.products)}</span>
      </div>
      {!simple && (
        <div className={styles.receiptRow}>
          <span>
            <Trans>Total</Trans>
          </span>
          <span className={styles.receiptValue}>{money(sale.total)}</span>
        </div>
      )}
      {!simple && sale.orderTaxAmount > 0 && (
        <div className={styles.receiptRow}>
          <span>{t`Order tax (${orderRate})`}</span>
          <span className={styles.receiptValue}>{money(sale.orderTaxAmount)}</span>
        </div>
      )}
      {sale.orderDiscount > 0 && (
        <div className={styles.receiptRow}>
          <span>
            <Trans>Order discount</Trans>
          </span>
          <span className={styles.receiptValue}>−{money(sale.orderDiscount)}</span>
        </div>
      )}
      {sale.coupon > 0 && (
        <div className={styles.receiptRow}>
          <span>
            <Trans>Coupon</Trans>
          </span>
          <span className={styles.receiptValue}>−{money(sale.coupon)}</span>
        </div>
      )}
      {sale.shippingCost > 0 && (
        <div className={styles.receiptRow}>
          <span>
            <Trans>Shipping</Trans>
          </span>
          <span className={styles.receiptValue}>{money(sale.shippingCost)}</span>
        </div>
      )}
      <div className={styles.receiptStrong}>
        <span>
          <Trans>Grand Total</Trans>
        </span>
        <span className={styles.receiptValue} data-testid="receipt-grand-total">{money(sale.grandTotal)}</span>
      </div>
      <div className={styles.receiptRow}>
        <span>{simple ? t`Tax included` : t`Tax total`}</span>
        <span className={styles.receiptValue} data-testid="receipt-tax-total">{money(tax)}</span>
      </div>
      <hr className={styles.receiptRule} />
      {sale.payments.map((payment) => (
        <div key={payment._id}>
          <div className={styles.receiptRow}>
            <span>
              {paymentMethodName(i18n, payment.method)}
              {payment.methodNumber && (
                <>
                  {' '}
                  <bdi>{payment.methodNumber}</bdi>
                </>
              )}
              {detailed && (
                <>
                  {' · '}
                  <bdi>{payment.reference}</bdi>
                </>
              )}
            </span>
            <span className={styles.receiptValue}>{money(payment.amount)}</span>
          </div>
          {payment.received !== null && (
            <div className={styles.receiptIndent}>
              <span>
                <Trans>Tendered</Trans>
              </span>
              <span className={styles.receiptValue}>{money(payment.received)}</span>
            </div>
          )}
        </div>
      ))}
      {sale.change > 0 && (
        <div className={styles.receiptStrong}>
          <span>
            <Trans>Change</Trans>
          </span>
          <span className={styles.receiptValue} data-testid="receipt-change">{money(sale.change)}</span>
        </div>
      )}
      {sale.due > 0 && (
        <div className={styles.receiptRow}>
          <span>
            <Trans>Due</Trans>
          </span>
          <span className={styles.receiptValue}>{money(sale.due)}</span>
        </div>
      )}
      {detailed && sale.saleNote && <p className={`${styles.receiptSmall} ${styles.receiptLines}`}>{sale.saleNote}</p>}
      <p className={styles.receiptFooter}>{receiptFooter || t`Thank you!`}</p>
      <div className={styles.receiptActions} data-print="hide">
        <button type="button" className={button.secondary} onClick={onPrint}>
          <Trans>Print again</Trans>
        </button>
        <button type="button" className={button.secondary} onClick={onClose}>
          <Trans>Close receipt</Trans>
        </button>
      </div>
    </section>
  );
}
