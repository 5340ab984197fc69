import { Plural } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { PosTill } from './pos-till-context';
import * as styles from './pos.css';

/**
 * How far the till has read the catalog it keeps to sell without the server
 * (docs/offline-till.md#the-catalog-on-the-till), while its first read is on its way. Once it is
 * read, nothing shows: the till keeps it fresh on its own.
 */
export function PosCatalogStatus() {
  const till = PosTill.useActorRef();
  const catalog = useSelector(till, (snapshot) => snapshot.context.catalog);
  if (!catalog || catalog.complete) return null;
  return (
    <p className={styles.noticeBox} data-kind="info" role="status" data-testid="catalog-progress">
      <Plural
        value={catalog.products}
        one="Copying the catalog to this till, to sell when the server does not answer: # product so far."
        other="Copying the catalog to this till, to sell when the server does not answer: # products so far."
      />
    </p>
  );
}
