import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { calendarMachine } from '../../machines/reports/calendar.machine';
import { monthWeeks, WEEKDAYS } from '../../domain/report-period';
import { formatMonth } from '../../domain/format';
import { pathTo } from '../../domain/screens';
import type { TransactionDay, TransactionItem } from '../../domain/reports.schemas';
import { button, visuallyHidden } from '../../styles/controls.css';
import { screen, screenTitle } from '../common/screen.css';
import { screenActorContext } from '../common/screen-actor-context';
import { useDateFormat, useMoneyFormat } from '../common/use-shop-settings';
import { errorText, muted, panelCard, panelTitle, scrollX } from './reports.css';
import { dayButton, dayCell, dayList, dayNumber, grid, header, monthHeading, summaryLine, today as todayMark, weekday } from './calendar.css';
import { useShopToday } from './use-shop-today';
import { shownText } from '../i18n/shown-text';
import { useLanguageShown } from '../i18n/use-language-shown';

/** The calendar's machine, one per visit; tests substitute its server call. */
export const CalendarActorContext = screenActorContext(calendarMachine);

export function TransactionsScreen() {
  const today = useShopToday();
  return (
    <CalendarActorContext.Provider input={{ today }}>
      <TransactionsView />
    </CalendarActorContext.Provider>
  );
}

/** The week's days as people read them, Sunday first (src/domain/report-period.ts's WEEKDAYS): the whole name and its short form. */
const weekdayNames: Readonly<Record<(typeof WEEKDAYS)[number], { long: MessageDescriptor; short: MessageDescriptor }>> = {
  Sunday: { long: msg`Sunday`, short: msg`Sun` },
  Monday: { long: msg`Monday`, short: msg`Mon` },
  Tuesday: { long: msg`Tuesday`, short: msg`Tue` },
  Wednesday: { long: msg`Wednesday`, short: msg`Wed` },
  Thursday: { long: msg`Thursday`, short: msg`Thu` },
  Friday: { long: msg`Friday`, short: msg`Fri` },
  Saturday: { long: msg`Saturday`, short: msg`Sat` },
};

/**
 * A day's lines: its documents, then money in and money out apart and their net; transfers between
 * the shop's accounts on their own, never in the net (docs/owner-figures.md, "Money in and money out").
 */
function useDayLines(money: (wire: number) => string): (day: TransactionDay | undefined) => string[] {
  const { t } = useLingui();
  return (day) => {
    if (!day) return [];
    const lines: string[] = [];
    const line = (count: number, total: number, words: (count: number, amount: string) => string) => {
      if (count > 0) lines.push(words(count, money(total)));
    };
    line(day.sales.count, day.sales.total, (count, amount) => t`${plural(count, { one: '# sale', other: '# sales' })} ${amount}`);
    line(day.purchases.count, day.purchases.total, (count, amount) => t`${plural(count, { one: '# purchase', other: '# purchases' })} ${amount}`);
    line(day.moneyIn.count, day.moneyIn.total, (count, amount) => t`${plural(count, { one: '# payment in', other: '# payments in' })} ${amount}`);
    line(day.moneyOut.count, day.moneyOut.total, (count, amount) => t`${plural(count, { one: '# payment out', other: '# payments out' })} ${amount}`);
    line(day.transfers.count, day.transfers.total, (count, amount) => t`${plural(count, { one: '# transfer', other: '# transfers' })} ${amount}`);
    if (day.moneyIn.count + day.moneyOut.count > 0) {
      const net = money(day.net);
      lines.push(t`Net ${net}`);
    }
    return lines;
  };
}

/** How a listed item is named: a payment says whether money came in or went out. */
function useItemLabel(): (item: TransactionItem) => string {
  const { t } = useLingui();
  return (item) => {
    const { reference } = item;
    if (item.kind === 'sale') return t`Sale ${reference}`;
    if (item.kind === 'purchase') return t`Purchase ${reference}`;
    if (item.kind === 'transfer') return t`Transfer ${reference}`;
    return item.direction === 'out' ? t`Money out ${reference}` : t`Money in ${reference}`;
  };
}

/** My Transactions (docs/screens.md#my-transactions, docs/decisions/008-calendar-starts-today.md). */
export function TransactionsView() {
  const actor = CalendarActorContext.useActorRef();
  const month = CalendarActorContext.useSelector((snapshot) => snapshot.context.month);
  const today = CalendarActorContext.useSelector((snapshot) => snapshot.context.today);
  const transactions = CalendarActorContext.useSelector((snapshot) => snapshot.context.transactions);
  const error = CalendarActorContext.useSelector((snapshot) => snapshot.context.error);
  const loading = CalendarActorContext.useSelector((snapshot) => snapshot.hasTag('loading'));
  const openDay = CalendarActorContext.useSelector((snapshot) => snapshot.context.openDay);
  const money = useMoneyFormat();
  const days = useMemo(() => new Map((transactions?.days ?? []).map((day) => [day.date, day])), [transactions]);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const title = formatMonth(month, useLanguageShown());
  const { i18n } = useLingui();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        <Trans>My Transactions</Trans>
      </h1>
      <div className={panelCard}>
        <div className={header}>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'calendar.previous' })}>
            <Trans>Previous</Trans>
          </button>
          <h2 className={monthHeading} aria-live="polite">
            {title}
          </h2>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'calendar.next' })}>
            <Trans>Next</Trans>
          </button>
        </div>
        {error && (
          <div className={errorText} role="alert">
            <span>{shownText(i18n, error)}</span>
            <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'calendar.retry' })}>
              <Trans>Retry</Trans>
            </button>
          </div>
        )}
        <div className={scrollX}>
          <table className={grid} aria-busy={loading}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map((name) => (
                  <th key={name} scope="col" className={weekday}>
                    <abbr title={i18n._(weekdayNames[name].long)}>{i18n._(weekdayNames[name].short)}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={index}>
                  {week.map((date, cellIndex) => (
                    <td key={date ?? `blank-${cellIndex}`} className={dayCell}>
                      {date && <DayCell date={date} day={days.get(date)} isToday={date === today} open={() => actor.send({ type: 'calendar.day.open', date })} money={money} />}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {openDay && <DayList date={openDay} day={days.get(openDay)} onClose={() => actor.send({ type: 'calendar.day.close' })} />}
    </section>
  );
}

function DayCell({ date, day, isToday, open, money }: { date: string; day: TransactionDay | undefined; isToday: boolean; open: () => void; money: (wire: number) => string }) {
  const number = Number(date.slice(8, 10));
  const lines = useDayLines(money)(day);
  const { t } = useLingui();
  const said = lines.length === 0 ? t`no transactions` : lines.join(t`, `);
  return (
    <button type="button" className={dayButton} onClick={open} aria-current={isToday ? 'date' : undefined} aria-label={isToday ? t`${date}, today: ${said}` : t`${date}: ${said}`}>
      <span className={`${dayNumber} ${isToday ? todayMark : ''}`}>{number}</span>
      {lines.map((line) => (
        <span key={line} className={summaryLine}>
          {line}
        </span>
      ))}
    </button>
  );
}

function itemLink(item: TransactionItem): string | null {
  if (!item.documentId || !item.documentKind) return null;
  return item.documentKind === 'sale' ? pathTo('saleEdit', item.documentId) : pathTo('purchaseEdit', item.documentId);
}

function DayList({ date, day, onClose }: { date: string; day: TransactionDay | undefined; onClose: () => void }) {
  const formatDate = useDateFormat();
  const money = useMoneyFormat();
  const itemLabel = useItemLabel();
  const shownDate = formatDate(date);
  return (
    <section className={panelCard} aria-labelledby="day-title">
      <div className={header}>
        <h2 id="day-title" className={panelTitle}>
          <Trans>Transactions of {shownDate}</Trans>
        </h2>
        <button type="button" className={button.secondary} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {!day ? (
        <p className={muted}>
          <Trans>No transactions on this day.</Trans>
        </p>
      ) : (
        <ul className={dayList}>
          {day.items.map((item) => {
            const href = itemLink(item);
            const label = itemLabel(item);
            return (
              <li key={item._id}>
                {href ? <Link href={href}>{label}</Link> : label} · {money(item.amount)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
