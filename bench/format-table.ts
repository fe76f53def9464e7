/**
 * A text table: the header, a rule, then the rows; the first column left-aligned, the figures right-aligned.
 * @example formatTable(['name', 'req/s'], [['token', '4210']]) // ['name   req/s', '-----  -----', 'token   4210']
 */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const formatRow = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
  return [formatRow(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(formatRow)]
}
