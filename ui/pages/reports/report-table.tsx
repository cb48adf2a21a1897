// One report category (spec 001 §2 Reports): a table with Test Title, Date, Total Questions, Full Marks,
// Marks Obtain, Time Spent and View Details; below the mobile breakpoint (480 px, §9) the same rows as cards.
import type { Theme } from '@emotion/react';
import type { ReportRow } from '../../../application/reports/ports';
import { viewDetailsHref } from '../../../application/reports/report-navigation';
import { ButtonLink } from '../../components/button-link';
import { mobileOnly, notMobile } from '../../layout/media';
import { panelCss } from './report-parts';

export const REPORT_COLUMNS = ['Test Title', 'Date', 'Total Questions', 'Full Marks', 'Marks Obtain', 'Time Spent', 'View Details'] as const;

const cell = (t: Theme) => ({ padding: '10px 12px', textAlign: 'left' as const, borderBottom: `1px solid ${t.colors.border}`, verticalAlign: 'middle' as const });

const viewLabel = (row: ReportRow): string => `View Details of ${row.mockTestName}, ${row.submitDateTime}`;

export function ReportTable({ rows, caption }: { rows: readonly ReportRow[]; caption: string }) {
  return (
    <>
      <div data-report-table="" css={(t) => ({ [mobileOnly(t)]: { display: 'none' }, overflowX: 'auto', ...panelCss(t), padding: 0 })}>
        <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
          <caption css={{ textAlign: 'left', padding: '12px 12px 4px', fontWeight: 600 }}>{caption}</caption>
          <thead>
            <tr>{REPORT_COLUMNS.map((c) => <th key={c} scope="col" css={cell}>{c}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.testSession}-${r.testTypeId}`}>
                <th scope="row" css={(t) => ({ ...cell(t), fontWeight: 600 })}>{r.mockTestName}</th>
                <td css={cell}>{r.submitDateTime}</td>
                <td css={cell}>{r.totalQuestions}</td>
                <td css={cell}>{r.fullMarks}</td>
                <td css={cell}>{r.marksObtain}</td>
                <td css={cell}>{r.timeSpent}</td>
                <td css={cell}>
                  <ButtonLink href={viewDetailsHref(r)} size="sm" variant="ocean">
                    <span aria-hidden="true">View Details</span>
                    <span css={srOnly}>{viewLabel(r)}</span>
                  </ButtonLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul data-report-cards="" aria-label={caption} css={(t) => ({ [notMobile(t)]: { display: 'none' }, listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 })}>
        {rows.map((r) => (
          <li key={`${r.testSession}-${r.testTypeId}`} css={(t) => ({ ...panelCss(t), padding: 16 })}>
            <h3 css={{ margin: '0 0 8px', fontSize: 16 }}>{r.mockTestName}</h3>
            <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 12px', fontSize: 14 }}>
              {([['Date', r.submitDateTime], ['Total Questions', r.totalQuestions], ['Full Marks', r.fullMarks],
                ['Marks Obtain', r.marksObtain], ['Time Spent', r.timeSpent]] as const).map(([k, v]) => (
                <div key={k} css={{ display: 'contents' }}>
                  <dt css={(t) => ({ color: t.colors.textMuted })}>{k}</dt>
                  <dd css={{ margin: 0, fontWeight: 600 }}>{v}</dd>
                </div>
              ))}
            </dl>
            <ButtonLink href={viewDetailsHref(r)} size="sm" variant="ocean" fullWidth>
              <span aria-hidden="true">View Details</span>
              <span css={srOnly}>{viewLabel(r)}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}

const srOnly = {
  position: 'absolute' as const, width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' as const, border: 0,
};
