export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function passFail(value: number | undefined, budget: number): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  return value <= budget ? 'pass' : '**FAIL**';
}

export function fixed(value: number | undefined, digits = 1): string {
  return value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
}
