import type { Sale } from '../../domain/sales.schemas';
import { formatTime } from '../../domain/format';
import { parseMoney, toWire } from '../../domain/money';
import { posItemsCount, taxTotal } from '../../domain/pricing';
import { button } from '../../styles/controls.css';
import { useDateFormat, useMoneyFormat, useShopSettings } from '../common/use-shop-settings';
import * as styles from './receipt.css';

// Thermal printers print from the paper's edge; the receipt keeps its own 72 mm width (receipt.css.ts).
const PAGE = '@media print { @page { margin: 0 } }';

/** What the receipt's Tax total says: the sale's amounts read back into minor units and added by src/domain (docs/pricing.md#tax-total). */
function saleTaxTotal(sale: Sale): number {
  return toWire(taxTotal(sale.products.map((line) => ({ tax: parseMoney(line.tax) })), parseMoney(sale.orderTaxAmount)));
}

/**
 * The receipt of a sale for 80 mm thermal paper, in the General Setting's invoice format
 * (docs/screens.md#receipt says what each format prints). A reprint reads the sale again, so it
 * prints the same text, the cash tendered and the change included.
 */
export function PosReceipt({ sale, onPrint, onClose }: { sale: Sale; onPrint: () => void; onClose: () => void }) {
  const { systemTitle, systemLogo, invoiceFormat, shopAddress, shopPhone, receiptFooter, timeZone } = useShopSettings();
  const money = useMoneyFormat();
  const date = useDateFormat();
  const detailed = invoiceFormat === 'Detailed';
  const simple = invoiceFormat === 'Simple';
  const tax = saleTaxTotal(sale);
  return (
    <section className={styles.receipt} data-receipt data-format={invoiceFormat} aria-label={`Receipt ${sale.reference}`}>
      <style>{PAGE}</style>
      <div className={styles.receiptHeader}>
        {systemLogo && !simple && <img className={styles.receiptLogo} src={systemLogo} alt="" />}
        <span className={styles.receiptTitle}>{systemTitle}</span>
        {shopAddress && <span className={styles.receiptLines}>{shopAddress}</span>}
        {shopPhone && <span>Tel: {shopPhone}</span>}
      </div>
      <hr className={styles.receiptRule} />
      <div className={styles.receiptRow}>
        <span>Receipt</span>
        <span data-testid="receipt-reference">{sale.reference}</span>
      </div>
      <div className={styles.receiptRow}>
        <span>Date</span>
        <span data-testid="receipt-date">
          {date(sale.createdAt)} {formatTime(new Date(sale.createdAt), timeZone)}
        </span>
      </div>
      {sale.till && (
        <div className={styles.receiptRow}>
          <span>Till</span>
          <span data-testid="receipt-till">{sale.till}</span>
        </div>
      )}
      <div className={styles.receiptRow}>
        <span>Cashier</span>
        <span data-testid="receipt-cashier">{sale.createdBy ?? '—'}</span>
      </div>
      {detailed && (
        <>
          <div className={styles.receiptRow}>
            <span>Customer</span>
            <span>{sale.customer}</span>
          </div>
          <div className={styles.receiptRow}>
            <span>Warehouse</span>
            <span>{sale.warehouse}</span>
          </div>
          <div className={styles.receiptRow}>
            <span>Biller</span>
            <span>{sale.biller}</span>
          </div>
        </>
      )}
      <hr className={styles.receiptRule} />
      {sale.products.map((line) => {
        const name = `${line.productName}${line.variant ? ` (${line.variant})` : ''}`;
        if (simple) {
          return (
            <div key={line.lineId} className={styles.receiptRow}>
              <span>
                {line.quantity} × {name}
              </span>
              <span>{money(line.subTotal)}</span>
            </div>
          );
        }
        return (
          <div key={line.lineId}>
            <div>
              {name}
              {detailed && <span className={styles.receiptSmall}> [{line.variantCode ? `${line.productCode}-${line.variantCode}` : line.productCode}]</span>}
            </div>
            <div className={styles.receiptIndent}>
              <span>
                {line.quantity} × {money(line.unitPrice)}
              </span>
              <span>{money(line.subTotal)}</span>
            </div>
            {line.discount > 0 && (
              <div className={styles.receiptIndent}>
                <span>Discount</span>
                <span>−{money(line.discount)}</span>
              </div>
            )}
            {line.tax > 0 && (
              <div className={styles.receiptIndent}>
                <span>
                  Tax {line.taxRate}%{line.taxMethod === 'Inclusive' ? ' incl.' : ''}
                </span>
                <span>{money(line.tax)}</span>
              </div>
            )}
          </div>
        );
      })}
      <hr className={styles.receiptRule} />
      <div className={styles.receiptRow}>
        <span>Items</span>
        <span data-testid="receipt-items">{posItemsCount(sale.products)}</span>
      </div>
      {!simple && (
        <div className={styles.receiptRow}>
          <span>Total</span>
          <span>{money(sale.total)}</span>
        </div>
      )}
      {!simple && sale.orderTaxAmount > 0 && (
        <div className={styles.receiptRow}>
          <span>Order tax ({sale.orderTax}%)</span>
          <span>{money(sale.orderTaxAmount)}</span>
        </div>
      )}
      {sale.orderDiscount > 0 && (
        <div className={styles.receiptRow}>
          <span>Order discount</span>
          <span>−{money(sale.orderDiscount)}</span>
        </div>
      )}
      {sale.coupon > 0 && (
        <div className={styles.receiptRow}>
          <span>Coupon</span>
          <span>−{money(sale.coupon)}</span>
        </div>
      )}
      {sale.shippingCost > 0 && (
        <div className={styles.receiptRow}>
          <span>Shipping</span>
          <span>{money(sale.shippingCost)}</span>
        </div>
      )}
      <div className={styles.receiptStrong}>
        <span>Grand Total</span>
        <span data-testid="receipt-grand-total">{money(sale.grandTotal)}</span>
      </div>
      <div className={styles.receiptRow}>
        <span>{simple ? 'Tax included' : 'Tax total'}</span>
        <span data-testid="receipt-tax-total">{money(tax)}</span>
      </div>
      <hr className={styles.receiptRule} />
      {sale.payments.map((payment) => (
        <div key={payment._id}>
          <div className={styles.receiptRow}>
            <span>
              {payment.method}
              {payment.methodNumber ? ` ${payment.methodNumber}` : ''}
              {detailed ? ` · ${payment.reference}` : ''}
            </span>
            <span>{money(payment.amount)}</span>
          </div>
          {payment.received !== null && (
            <div className={styles.receiptIndent}>
              <span>Tendered</span>
              <span>{money(payment.received)}</span>
            </div>
          )}
        </div>
      ))}
      {sale.change > 0 && (
        <div className={styles.receiptStrong}>
          <span>Change</span>
          <span data-testid="receipt-change">{money(sale.change)}</span>
        </div>
      )}
      {sale.due > 0 && (
        <div className={styles.receiptRow}>
          <span>Due</span>
          <span>{money(sale.due)}</span>
        </div>
      )}
      {detailed && sale.saleNote && <p className={`${styles.receiptSmall} ${styles.receiptLines}`}>{sale.saleNote}</p>}
      <p className={styles.receiptFooter}>{receiptFooter || 'Thank you!'}</p>
      <div className={styles.receiptActions} data-print="hide">
        <button type="button" className={button.secondary} onClick={onPrint}>
          Print again
        </button>
        <button type="button" className={button.secondary} onClick={onClose}>
          Close receipt
        </button>
      </div>
    </section>
  );
}
