import { useMemo } from 'react';
import { Link } from 'wouter';
import { calendarMachine } from '../../machines/reports/calendar.machine';
import { monthTitle, monthWeeks, WEEKDAYS } from '../../domain/report-period';
import { pathTo } from '../../domain/screens';
import type { TransactionDay, TransactionItem } from '../../domain/reports.schemas';
import { button, visuallyHidden } from '../../styles/controls.css';
import { screen, screenTitle } from '../common/screen.css';
import { screenActorContext } from '../common/screen-actor-context';
import { useDateFormat, useMoneyFormat } from '../common/use-shop-settings';
import { errorText, muted, panelCard, panelTitle, scrollX } from './reports.css';
import { dayButton, dayCell, dayList, dayNumber, grid, header, monthHeading, summaryLine, today as todayMark, weekday } from './calendar.css';
import { useShopToday } from './use-shop-today';

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

const COUNT_WORDS = {
  sales: ['sale', 'sales'],
  purchases: ['purchase', 'purchases'],
  moneyIn: ['payment in', 'payments in'],
  moneyOut: ['payment out', 'payments out'],
  transfers: ['transfer', 'transfers'],
} as const;

function countText(key: keyof typeof COUNT_WORDS, count: number): string {
  return `${count} ${COUNT_WORDS[key][count === 1 ? 0 : 1]}`;
}

/**
 * A day's lines: its documents, then money in and money out apart and their net; transfers between
 * the shop's accounts on their own, never in the net (docs/owner-figures.md, "Money in and money out").
 */
export function dayLines(day: TransactionDay | undefined, money: (wire: number) => string): string[] {
  if (!day) return [];
  const lines = (['sales', 'purchases', 'moneyIn', 'moneyOut', 'transfers'] as const)
    .filter((key) => day[key].count > 0)
    .map((key) => `${countText(key, day[key].count)} ${money(day[key].total)}`);
  if (day.moneyIn.count + day.moneyOut.count > 0) lines.push(`Net ${money(day.net)}`);
  return lines;
}

/** How a listed item is named: a payment says whether money came in or went out. */
export function itemLabel(item: TransactionItem): string {
  if (item.kind === 'sale') return `Sale ${item.reference}`;
  if (item.kind === 'purchase') return `Purchase ${item.reference}`;
  if (item.kind === 'transfer') return `Transfer ${item.reference}`;
  return `${item.direction === 'out' ? 'Money out' : 'Money in'} ${item.reference}`;
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
  const title = monthTitle(month);
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        My Transactions
      </h1>
      <div className={panelCard}>
        <div className={header}>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'calendar.previous' })}>
            Previous
          </button>
          <h2 className={monthHeading} aria-live="polite">
            {title}
          </h2>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'calendar.next' })}>
            Next
          </button>
        </div>
        {error && (
          <div className={errorText} role="alert">
            <span>{error}</span>
            <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'calendar.retry' })}>
              Retry
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
                    <abbr title={name}>{name.slice(0, 3)}</abbr>
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
  const lines = dayLines(day, money);
  return (
    <button type="button" className={dayButton} onClick={open} aria-current={isToday ? 'date' : undefined} aria-label={`${date}${isToday ? ', today' : ''}: ${lines.length === 0 ? 'no transactions' : lines.join(', ')}`}>
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
  return (
    <section className={panelCard} aria-labelledby="day-title">
      <div className={header}>
        <h2 id="day-title" className={panelTitle}>
          Transactions of {formatDate(date)}
        </h2>
        <button type="button" className={button.secondary} onClick={onClose}>
          Close
        </button>
      </div>
      {!day ? (
        <p className={muted}>No transactions on this day.</p>
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
