import { useMemo } from 'react';
import { createActorContext } from '@xstate/react';
import { Link } from 'wouter';
import { calendarMachine } from '../../machines/reports/calendar.machine';
import { monthTitle, monthWeeks, WEEKDAYS } from '../../domain/report-period';
import { pathTo } from '../../domain/screens';
import type { TransactionDay, TransactionItem } from '../../domain/reports.schemas';
import { button, visuallyHidden } from '../../styles/controls.css';
import { screen, screenTitle } from '../common/screen.css';
import { useDateFormat, useMoneyFormat } from '../common/use-shop-settings';
import { errorText, muted, panelCard, panelTitle, scrollX } from './reports.css';
import { dayButton, dayCell, dayList, dayNumber, grid, header, monthHeading, summaryLine, today as todayMark, weekday } from './calendar.css';
import { useShopToday } from './use-shop-today';

/** The calendar's machine, one per visit; tests give their own logic. */
export const CalendarActorContext = createActorContext(calendarMachine);

export function TransactionsScreen() {
  const today = useShopToday();
  return (
    <CalendarActorContext.Provider options={{ input: { today } }}>
      <TransactionsView />
    </CalendarActorContext.Provider>
  );
}

const KIND_WORDS = { sale: ['sale', 'sales'], purchase: ['purchase', 'purchases'], payment: ['payment', 'payments'] } as const;

function countText(kind: TransactionItem['kind'], count: number): string {
  return `${count} ${KIND_WORDS[kind][count === 1 ? 0 : 1]}`;
}

/** My Transactions (SPEC.md section 2, DESIGN.md decision 8). */
export function TransactionsView() {
  const actor = CalendarActorContext.useActorRef();
  const month = CalendarActorContext.useSelector((snapshot) => snapshot.context.month);
  const today = CalendarActorContext.useSelector((snapshot) => snapshot.context.today);
  const transactions = CalendarActorContext.useSelector((snapshot) => snapshot.context.transactions);
  const error = CalendarActorContext.useSelector((snapshot) => snapshot.context.error);
  const loading = CalendarActorContext.useSelector((snapshot) => snapshot.matches('loading'));
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
  const lines = day
    ? ([['sale', day.sales], ['purchase', day.purchases], ['payment', day.payments]] as const).filter(([, totals]) => totals.count > 0).map(([kind, totals]) => `${countText(kind, totals.count)} ${money(totals.total)}`)
    : [];
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
            const label = `${item.kind === 'sale' ? 'Sale' : item.kind === 'purchase' ? 'Purchase' : 'Payment'} ${item.reference}`;
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
