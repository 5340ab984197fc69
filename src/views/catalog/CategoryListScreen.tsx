import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { Category } from '../../domain/catalog.schemas';
import { formatNumber } from '../../domain/format';
import { Money } from '../common/Money';
import { parseMoney, toDecimalText } from '../../domain/money';
import { categoriesList } from '../../machines/catalog/list-clients';
import { csvImportMachine, type CsvImportActor } from '../../machines/common/csv-import.machine';
import type { ListActor } from '../../machines/common/list.machine';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { RowImage } from '../common/RowImage';
import { useForwardNotices } from '../common/use-list-actor';
import { CategoryImportDialog } from './CategoryImportDialog';
import { pathTo, screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';
import { useLanguageShown } from '../i18n/use-language-shown';

function CategoryImport({ list }: { list: ListActor }) {
  const importer = useSelector(list, (snapshot) => snapshot.context.companion) as CsvImportActor;
  useForwardNotices(importer as never);
  return (
    <>
      <button type="button" className={button.secondary} onClick={() => importer.send({ type: 'import.open' })}>
        <Trans>Import Category</Trans>
      </button>
      <CategoryImportDialog actor={importer} />
    </>
  );
}

export function CategoryListScreen() {
  const { i18n, t } = useLingui();
  const language = useLanguageShown();
  const source = useMemo(() => {
    /** Product category list (docs/screens.md#products). */
    const columns: Column<Category>[] = [
      { id: 'image', label: t`Image`, media: true, render: (row) => <RowImage src={row.image} /> },
      { id: 'name', label: t`Category`, wrap: true, text: (row) => row.name, render: (row) => <bdi>{row.name}</bdi> },
      { id: 'parent', label: t`Parent Category`, text: (row) => row.parentCategory ?? '', render: (row) => <bdi>{row.parentCategory ?? ''}</bdi> },
      { id: 'products', label: t`# Products`, numeric: true, text: (row) => row.productCount, render: (row) => formatNumber(row.productCount, language) },
      { id: 'stock', label: t`Stock Qty`, numeric: true, text: (row) => row.stockQuantity, render: (row) => formatNumber(row.stockQuantity, language) },
      {
        id: 'worth',
        label: t`Worth (Price / Cost)`,
        numeric: true,
        text: (row) => `${toDecimalText(parseMoney(row.worthPrice))} / ${toDecimalText(parseMoney(row.worthCost))}`,
        render: (row) => (
          <>
            <Money amount={row.worthPrice} /> / <Money amount={row.worthCost} />
          </>
        ),
      },
    ];
    return {
      listId: 'categories',
      title: i18n._(screenTitles.categoryList),
      noun: { one: msg`category`, many: msg`categories` },
      client: categoriesList,
      columns,
      // Import Category: the importer tells the list to read again once the rows are in.
      companion: { logic: csvImportMachine, input: { columns: ['name', 'parent'], requiredColumns: ['name'], endpoint: 'POST /api/import/categories' } },
    };
  }, [i18n, t, language]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search category or parent category`}
      searchPlaceholder={t`Search category...`}
      emptyText={t`No categories found matching your search.`}
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('categoryEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      headerActions={(actor) => (
        <>
          <Link href={screens.categoryAdd.path} className={button.primary}>
            <Trans>+ Add Category</Trans>
          </Link>
          <CategoryImport list={actor} />
        </>
      )}
    />
  );
}
