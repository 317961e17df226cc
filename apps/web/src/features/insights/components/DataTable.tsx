import styles from '../insights.module.css';

export interface Column {
  label: string;
  /** Numbers are right-aligned, so their digits line up. */
  numeric?: boolean;
}

export interface DataTableProps {
  caption: string;
  columns: readonly Column[];
  /** Each row's cells, already formatted; the first cell heads its row. */
  rows: readonly (readonly string[])[];
}

/** A chart's numbers as a table: the first column names each row for screen readers. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" data-numeric={column.numeric || undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column} data-numeric={columns[column]?.numeric || undefined}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
