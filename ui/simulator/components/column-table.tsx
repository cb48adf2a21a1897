// The optional column table of a question (matching types, the question's columns): one table column per
// column header, rows side by side.
import type { ColumnTable as Column } from '../../../domain/test-engine/test-data';
import { SafeHtml } from '../../html/safe-html';

export function ColumnTable({ columns }: { columns: readonly Column[] }) {
  const rows = Math.max(0, ...columns.map((c) => c.columnRows.length));
  if (!columns.length || rows === 0) return null;
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={(t) => ({ borderCollapse: 'collapse', minWidth: '60%', '& th, & td': { border: `1px solid ${t.colors.border}`, padding: '8px 12px', textAlign: 'left', verticalAlign: 'top' } })}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" css={(t) => ({ background: t.colors.surfaceAlt })}>
                <SafeHtml as="span" html={c.columnHeader} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, r) => (
            <tr key={r}>
              {columns.map((c, i) => {
                const row = c.columnRows[r];
                return <td key={i}>{row && <SafeHtml as="span" html={row.rowName} />}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
