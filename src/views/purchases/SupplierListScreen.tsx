import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { suppliersList } from '../../machines/purchases/purchase-list';
import { pathTo, screens } from '../../domain/screens';
import type { Supplier } from '../../domain/supplier.schemas';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { screenTitles } from '../i18n/screen-names';

export function SupplierListScreen() {
  const { i18n, t } = useLingui();
  const source = useMemo(() => {
    /** Supplier records: name, company, email, phone, city, country. */
    const columns: Column<Supplier>[] = [
      { id: 'name', label: t`Name`, wrap: true, text: (row) => row.name, render: (row) => <bdi>{row.name}</bdi> },
      { id: 'company', label: t`Company`, wrap: true, text: (row) => row.companyName, render: (row) => <bdi>{row.companyName}</bdi> },
      { id: 'email', label: t`Email`, text: (row) => row.email },
      { id: 'phone', label: t`Phone`, text: (row) => row.phone },
      { id: 'address', label: t`Address`, wrap: true, text: (row) => row.address, render: (row) => <bdi>{row.address}</bdi> },
      { id: 'city', label: t`City`, text: (row) => row.city, render: (row) => <bdi>{row.city}</bdi> },
      { id: 'country', label: t`Country`, text: (row) => row.country, render: (row) => <bdi>{row.country}</bdi> },
    ];
    return { listId: 'suppliers', title: i18n._(screenTitles.supplierList), noun: { one: msg`supplier`, many: msg`suppliers` }, client: suppliersList, columns };
  }, [i18n, t]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search suppliers by name, company, email, phone or city`}
      searchPlaceholder={t`Search suppliers...`}
      emptyText={t`No suppliers found matching your search.`}
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('supplierEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      headerActions={() => (
        <Link href={screens.supplierAdd.path} className={button.primary}>
          <Trans>+ Add Supplier</Trans>
        </Link>
      )}
    />
  );
}
