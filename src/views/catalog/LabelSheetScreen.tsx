import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import { labelSheetMachine, MAX_LABELS, MIN_LABELS, selectLabels } from '../../machines/catalog/label-sheet.machine';
import { button } from '../../styles/controls.css';
import { screen, screenTitle } from '../common/screen.css';
import { screenHeader } from '../common/ListScreen.css';
import { LoadState } from '../common/LoadState';
import { TextField } from '../common/TextField';
import { useMinorFormat } from '../pos/use-minor-format';
import { ProductBarcode } from './ProductBarcode';
import * as styles from './LabelSheet.css';
import '../common/print.css';
import { screens } from '../../domain/screens';
import { screenActorContext } from '../common/screen-actor-context';

/** The product read and the print call; view tests substitute their own. */
export const LabelSheetActorContext = screenActorContext(labelSheetMachine);

/** /product/labels/:id: a sheet of labels (name, price, barcode) for one product, or `count` for each of its sizes, printed by the browser. */
export function LabelSheetScreen() {
  const { id } = useParams<{ id: string }>();
  const actor = LabelSheetActorContext.useOwnActor({ input: { id } });
  const product = useSelector(actor, (snapshot) => snapshot.context.product);
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  const loadError = useSelector(actor, (snapshot) => snapshot.context.loadError);
  const canPrint = useSelector(actor, (snapshot) => snapshot.can({ type: 'labels.print' }));
  const labels = useSelector(actor, selectLabels, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const bySize = labels.length > 1;
  const money = useMinorFormat();
  const { t } = useLingui();
  const total = count * labels.length;
  const productName = product?.productName ?? '';

  return (
    <section className={screen} aria-labelledby="screen-title">
      <div className={screenHeader} data-print="hide">
        <h1 id="screen-title" className={screenTitle}>
          <Trans>Print Labels</Trans>
        </h1>
        <Link href={screens.productList.path} className={button.secondary}>
          <Trans>Back to list</Trans>
        </Link>
      </div>
      <LoadState loading={!product} error={loadError} onRetry={() => actor.send({ type: 'labels.retry' })} />
      {product && (
        <>
          <div className={styles.controls} data-print="hide">
            <div className={styles.countField}>
              <TextField
                id="label-count"
                label={bySize ? t`Labels of each size` : t`Labels`}
                type="number"
                min={MIN_LABELS}
                max={MAX_LABELS}
                value={count}
                onChange={(event) => actor.send({ type: 'labels.count.change', count: Number(event.currentTarget.value) })}
              />
            </div>
            <button type="button" className={button.primary} disabled={!canPrint} onClick={() => actor.send({ type: 'labels.print' })}>
              <Trans>Print</Trans>
            </button>
          </div>
          <div className={styles.sheet} aria-label={t`${total} labels of ${productName}`}>
            {labels.flatMap((label) =>
              Array.from({ length: count }, (_, index) => (
                <div key={`${label.key}-${index}`} className={styles.label} data-testid="price-label">
                  <span className={styles.labelName}>{label.name}</span>
                  <span className={styles.labelPrice} dir="ltr">
                    {money(label.price)}
                  </span>
                  <ProductBarcode code={label.code} symbology={label.symbology} height={40} caption={false} />
                  {bySize && (
                    <span className={styles.labelCode} dir="ltr">
                      {label.code}
                    </span>
                  )}
                </div>
              )),
            )}
          </div>
        </>
      )}
    </section>
  );
}
