import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Tax } from '../../domain/catalog.schemas';
import { formatNumber } from '../../domain/format';
import { taxesList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { pathTo, screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';
import { useLanguageShown } from '../i18n/use-language-shown';

export function TaxListScreen() {
  const { i18n, t } = useLingui();
  const language = useLanguageShown();
  const source = useMemo(() => {
    /** Tax (docs/api.md#records-and-their-fields): name, rate (%). */
    const columns: Column<Tax>[] = [
      { id: 'name', label: t`Name`, text: (row) => row.name, render: (row) => <bdi>{row.name}</bdi> },
      { id: 'rate', label: t`Rate (%)`, numeric: true, text: (row) => row.rate, render: (row) => formatNumber(Number(row.rate), language) },
    ];
    return { listId: 'taxes', title: i18n._(screenTitles.taxList), noun: { one: msg`tax`, many: msg`taxes` }, client: taxesList, columns };
  }, [i18n, t, language]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search taxes by name`}
      searchPlaceholder={t`Search taxes...`}
      emptyText={t`No taxes found matching your search.`}
      rowLabel={(row) => row.name}
      rowActions={(row) => [
        { kind: 'link', label: t`Edit`, href: pathTo('taxEdit', row._id) },
        { kind: 'delete', label: t`Delete` },
      ]}
      headerActions={() => (
        <Link href={screens.taxAdd.path} className={button.primary}>
          <Trans>+ Add Tax</Trans>
        </Link>
      )}
    />
  );
}
