import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fieldMessageText } from '../i18n/field-messages';
import { productCodeProblem } from '../../domain/barcodes';
import type { BarcodeSymbology } from '../../domain/shop-constants';
import { barcodeBox, barcodeSvg, muted } from './ProductForm.css';

/** JsBarcode's names for the symbologies in docs/api.md#records-and-their-fields. */
const FORMATS: Record<BarcodeSymbology, string> = { 'Code 128': 'CODE128', 'Code 39': 'CODE39', 'EAN-13': 'EAN13', 'UPC-A': 'UPC' };

/**
 * The product code drawn in its symbology. JsBarcode is imported when the first barcode is drawn,
 * so it loads with the product screens and never with the login screen.
 */
export function ProductBarcode({ code, symbology, height = 60, caption = true }: { code: string; symbology: BarcodeSymbology; height?: number; caption?: boolean }) {
  const svg = useRef<SVGSVGElement>(null);
  const trimmed = code.trim();
  const problem = trimmed === '' ? null : productCodeProblem(trimmed, symbology);
  const drawable = trimmed !== '' && problem === null;
  const [failed, setFailed] = useState(false);
  const { i18n, t } = useLingui();

  useEffect(() => {
    if (!drawable) return;
    let current = true;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!current || !svg.current) return;
        JsBarcode(svg.current, trimmed, { format: FORMATS[symbology], height, width: 2, margin: 4, fontSize: 14, displayValue: true });
        setFailed(false);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [drawable, trimmed, symbology, height]);

  return (
    <figure className={barcodeBox} aria-label={t`Barcode ${symbology} ${trimmed}`} style={{ margin: 0 }}>
      {drawable && !failed && <svg ref={svg} className={barcodeSvg} role="img" aria-label={t`${symbology} barcode of ${trimmed}`} />}
      {caption && (
        <figcaption className={muted}>
          {trimmed === '' ? t`The barcode appears here once the product has a code.` : problem ? fieldMessageText(i18n, problem) : failed ? t`The barcode could not be drawn.` : symbology}
        </figcaption>
      )}
    </figure>
  );
}
