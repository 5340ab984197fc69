import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/controls.css';
import { chartBox, smallTable } from './reports.css';

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/** A chart for the eye and the same figures as a table for a screen reader. */
export function ChartFigure({ chart, table }: { chart: ReactNode; table: ChartTable }) {
  return (
    <figure style={{ margin: 0 }}>
      <div className={chartBox} aria-hidden="true">
        {chart}
      </div>
      {/* A table keeps its content's width whatever it is given: hidden through a box that clips it. */}
      <div className={visuallyHidden}>
      <table className={smallTable}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((value, cellIndex) => (cellIndex === 0 ? <th key={cellIndex} scope="row">{value}</th> : <td key={cellIndex}>{value}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
