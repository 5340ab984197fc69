import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Brand } from '../../domain/catalog.schemas';
import { brandsList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { RowImage } from '../common/RowImage';
import { pathTo, screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';

export function BrandListScreen() {
  const { i18n, t } = useLingui();
  const source = useMemo(() => {
    /** docs/api.md#records-and-their-fields, Brand (list): name, image. */
    const columns: Column<Brand>[] = [
      { id: 'image', label: t`Image`, media: true, render: (row) => <RowImage src={row.image} /> },
      { id: 'name', label: t`Brand`, wrap: true, text: (row) => row.name, render: (row) => <bdi>{row.name}</bdi> },
    ];
    return { listId: 'brands', title: i18n._(screenTitles.brandList), noun: { one: msg`brand`, many: msg`brands` }, client: brandsList, columns };
  }, [i18n, t]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search brands by name`}
      searchPlaceholder={t`Search brands...`}
      emptyText={t`No brands found matching your search.`}
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('brandEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      headerActions={() => (
        <Link href={screens.brandAdd.path} className={button.primary}>
          <Trans>+ Add Brand</Trans>
        </Link>
      )}
    />
  );
}
