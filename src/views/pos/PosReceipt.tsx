import type { Sale } from '../../domain/sales.schemas';
import { posItemsCount } from '../../domain/pricing';
import { button } from '../../styles/controls.css';
import { useDateFormat, useMoneyFormat, useShopSettings } from '../common/use-shop-settings';
import * as styles from './receipt.css';

const PAGE = '@media print { @page { size: 80mm auto; margin: 0 } }';

/**
 * The receipt of a sale for 80 mm thermal paper: the shop's title and logo, reference,
 * date, cashier, lines, totals, payments and change, in the General Setting's invoice format
 * (Standard; Detailed adds codes, tax, customer, warehouse and biller; Simple keeps lines and totals).
 */
export function PosReceipt({ sale, onPrint, onClose }: { sale: Sale; onPrint: () => void; onClose: () => void }) {
  const { systemTitle, systemLogo, invoiceFormat } = useShopSettings();
  const money = useMoneyFormat();
  const date = useDateFormat();
  const detailed = invoiceFormat === 'Detailed';
  const simple = invoiceFormat === 'Simple';
  return (
    <section className={styles.receipt} data-receipt aria-label={`Receipt ${sale.reference}`}>
      <style>{PAGE}</style>
      <div className={styles.receiptHeader}>
        {systemLogo && <img className={styles.receiptLogo} src={systemLogo} alt="" />}
        <span className={styles.receiptTitle}>{systemTitle}</span>
        <span>{sale.reference}</span>
        <span>{date(sale.createdAt)}</span>
        {!simple && <span>Cashier: {sale.createdBy ?? '—'}</span>}
        {detailed && (
          <span className={styles.receiptSmall}>
            Customer: {sale.customer} · {sale.warehouse} · {sale.biller}
          </span>
        )}
      </div>
      <hr className={styles.receiptRule} />
      {sale.products.map((line) => (
        <div key={line.lineId}>
          <div>
            {line.productName}
            {line.variant ? ` (${line.variant})` : ''}
            {detailed && <span className={styles.receiptSmall}> [{line.productCode}]</span>}
          </div>
          <div className={styles.receiptRow}>
            <span>
              {line.quantity} × {money(line.unitPrice)}
              {detailed && line.tax > 0 ? ` + tax ${money(line.tax)}` : ''}
            </span>
            <span>{money(line.subTotal)}</span>
          </div>
        </div>
      ))}
      <hr className={styles.receiptRule} />
      {!simple && (
        <>
          <div className={styles.receiptRow}>
            <span>Items</span>
            <span data-testid="receipt-items">{posItemsCount(sale.products)}</span>
          </div>
          <div className={styles.receiptRow}>
            <span>Total</span>
            <span>{money(sale.total)}</span>
          </div>
          {sale.orderTaxAmount > 0 && (
            <div className={styles.receiptRow}>
              <span>Tax ({sale.orderTax}%)</span>
              <span>{money(sale.orderTaxAmount)}</span>
            </div>
          )}
          {sale.orderDiscount > 0 && (
            <div className={styles.receiptRow}>
              <span>Discount</span>
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
        </>
      )}
      <div className={styles.receiptStrong}>
        <span>Grand Total</span>
        <span data-testid="receipt-grand-total">{money(sale.grandTotal)}</span>
      </div>
      <hr className={styles.receiptRule} />
      {sale.payments.map((payment) => (
        <div key={payment._id} className={styles.receiptRow}>
          <span>
            {payment.method}
            {payment.methodNumber ? ` ${payment.methodNumber}` : ''}
          </span>
          <span>{money(payment.amount)}</span>
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
      <p className={styles.receiptSmall} style={{ textAlign: 'center' }}>
        Thank you!
      </p>
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
