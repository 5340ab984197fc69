/** A list's page as the services answer it (docs/api.md#lists-paging-and-caps). */

/** A page of rows and the count of all rows the filter matched. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  /** `total` is a lower bound: counting stopped there (X-Total-Count-Capped). */
  capped?: boolean;
}

/** Offset of a 1-based page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
