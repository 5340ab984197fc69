import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { visuallyHidden } from '../../styles/controls.css';
import { chartBox, smallTable } from './reports.css';

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * True once the element comes within a screen's height of the viewport (at once where the browser has
 * no IntersectionObserver). A chart below the fold is drawn when it is scrolled to: on a phone the
 * dashboard's charts, created while its figures arrived, were its one long task (bench/RESULTS.md
 * section 15; docs/quality.md#budgets).
 */
function useNearViewport(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/** A chart for the eye and the same figures as a table for a screen reader; the box keeps its size before the chart is drawn. */
export function ChartFigure({ chart, table }: { chart: ReactNode; table: ChartTable }) {
  const [box, near] = useNearViewport();
  return (
    <figure style={{ margin: 0 }}>
      <div ref={box} className={chartBox} aria-hidden="true">
        {near ? chart : null}
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
