import type { ActorRef, Snapshot } from 'xstate';
import { useSelector } from '@xstate/react';
import { PERIOD_CHOICES, PERIOD_LABELS, type PeriodChoice } from '../../domain/report-period';
import type { PickerOption } from '../../machines/common/wire-types';
import type { PeriodContext, PeriodEvent } from '../../machines/reports/period-choice';
import { filterControl, filterField, filters } from './reports.css';

type PeriodActor = ActorRef<Snapshot<unknown> & { context: PeriodContext & { warehouses: PickerOption[] } }, PeriodEvent>;

/** The period (today, this week, this month, this year, a date range) and the warehouse every figure follows. */
export function PeriodFilter({ actor }: { actor: PeriodActor }) {
  const choice = useSelector(actor, (snapshot) => snapshot.context.choice);
  const from = useSelector(actor, (snapshot) => snapshot.context.from);
  const to = useSelector(actor, (snapshot) => snapshot.context.to);
  const warehouse = useSelector(actor, (snapshot) => snapshot.context.warehouse);
  const warehouses = useSelector(actor, (snapshot) => snapshot.context.warehouses);
  return (
    <div className={filters} role="group" aria-label="Period and warehouse" data-print="hide">
      <label className={filterField}>
        Period
        <select className={filterControl} value={choice} onChange={(event) => actor.send({ type: 'period.choose', choice: event.target.value as PeriodChoice })}>
          {PERIOD_CHOICES.map((option) => (
            <option key={option} value={option}>
              {PERIOD_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
      {choice === 'range' && (
        <>
          <label className={filterField}>
            From
            <input type="date" className={filterControl} value={from} max={to} onChange={(event) => actor.send({ type: 'period.range', from: event.target.value, to })} />
          </label>
          <label className={filterField}>
            To
            <input type="date" className={filterControl} value={to} min={from} onChange={(event) => actor.send({ type: 'period.range', from, to: event.target.value })} />
          </label>
        </>
      )}
      <label className={filterField}>
        Warehouse
        <select className={filterControl} value={warehouse} onChange={(event) => actor.send({ type: 'warehouse.choose', warehouse: event.target.value })}>
          <option value="">All Warehouses</option>
          {warehouses.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
