import { useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import { labelSheetMachine, MAX_LABELS, MIN_LABELS } from '../../machines/catalog/label-sheet.machine';
import { button } from '../../styles/controls.css';
import { screen, screenTitle } from '../common/screen.css';
import { screenHeader } from '../common/ListScreen.css';
import { LoadState } from '../common/LoadState';
import { TextField } from '../common/TextField';
import { useMoneyFormat } from '../common/use-shop-settings';
import { ProductBarcode } from './ProductBarcode';
import * as styles from './LabelSheet.css';
import '../common/print.css';
import { screens } from '../../domain/screens';
import { screenActorContext } from '../common/screen-actor-context';

/** The product read and the print call; view tests substitute their own. */
export const LabelSheetActorContext = screenActorContext(labelSheetMachine);

/** /product/labels/:id: a sheet of labels (name, price, barcode) for one product, printed by the browser. */
export function LabelSheetScreen() {
  const { id } = useParams<{ id: string }>();
  const actor = LabelSheetActorContext.useOwnActor({ input: { id } });
  const product = useSelector(actor, (snapshot) => snapshot.context.product);
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  const loadError = useSelector(actor, (snapshot) => snapshot.context.loadError);
  const canPrint = useSelector(actor, (snapshot) => snapshot.can({ type: 'labels.print' }));
  const money = useMoneyFormat();

  return (
    <section className={screen} aria-labelledby="screen-title">
      <div className={screenHeader} data-print="hide">
        <h1 id="screen-title" className={screenTitle}>
          Print Labels
        </h1>
        <Link href={screens.productList.path} className={button.secondary}>
          Back to list
        </Link>
      </div>
      <LoadState loading={!product} error={loadError} onRetry={() => actor.send({ type: 'labels.retry' })} />
      {product && (
        <>
          <div className={styles.controls} data-print="hide">
            <div className={styles.countField}>
              <TextField
                id="label-count"
                label="Labels"
                type="number"
                min={MIN_LABELS}
                max={MAX_LABELS}
                value={count}
                onChange={(event) => actor.send({ type: 'labels.count.change', count: Number(event.currentTarget.value) })}
              />
            </div>
            <button type="button" className={button.primary} disabled={!canPrint} onClick={() => actor.send({ type: 'labels.print' })}>
              Print
            </button>
          </div>
          <div className={styles.sheet} aria-label={`${count} labels of ${product.productName}`}>
            {Array.from({ length: count }, (_, index) => (
              <div key={index} className={styles.label}>
                <span className={styles.labelName}>{product.productName}</span>
                <span className={styles.labelPrice}>{money(product.productPrice)}</span>
                <ProductBarcode code={product.productCode} symbology={product.barcodeSymbology} height={40} caption={false} />
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
