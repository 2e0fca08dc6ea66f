import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface AdminColumn<Row> {
  /** The column's heading; with `hiddenHeader` it is read by screen readers, not shown (Actions). */
  header: string;
  hiddenHeader?: boolean;
  /** Figures and actions stand at the right, heading and cells alike. */
  align?: 'right';
  /** The cell that names its row (`<th scope="row">`), e.g. the provider of a listing. */
  rowHeader?: boolean;
  /** Classes of this column's cells besides the padding (colour, wrapping, figures). */
  className?: string;
  cell: (row: Row) => ReactNode;
}

export interface AdminTableProps<Row> {
  /** What the table lists, for screen readers (shown as its caption to them only). */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Tables with many columns keep a wider least width (and scroll inside their frame). */
  wide?: boolean;
  /** Rows whose cells hold several lines, read from the top. */
  alignTop?: boolean;
  className?: string;
}

/**
 * A staff console table: a caption for screen readers, column headings, rows that scroll
 * sideways inside their frame on a phone (the frame is `relative`, so screen-reader-only text
 * in it stays inside it at 360-390 px, ADR 037), reachable by keyboard.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  wide = false,
  alignTop = false,
  className,
}: AdminTableProps<Row>) {
  return (
    // The frame scrolls sideways on a phone: a named region the keyboard can stop on and scroll
    // with the arrow keys, even when no cell holds a button (ADR 081).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn('relative overflow-x-auto rounded-xl border border-ink-600', className)}
    >
      <table className={cn('w-full text-left text-sm', wide ? 'min-w-[48rem]' : 'min-w-[40rem]')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-900/80 text-xs tracking-wide text-zinc-400 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(
                  'px-4 py-3',
                  !column.hiddenHeader && 'font-semibold',
                  column.align === 'right' && 'text-right',
                )}
              >
                {column.hiddenHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-600">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={cn('bg-ink-800/40', alignTop && 'align-top')}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cn(
                      'px-4 py-3',
                      column.align === 'right' && 'text-right',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
