// One report category: a table with Test Title, Date, Total Questions, Full Marks, Marks Obtain, Time Spent and
// View Details; below the mobile breakpoint (480 px) the same rows as cards.
import type { Theme } from '@emotion/react';
import { REPORT_MESSAGES as M } from '../../../application/reports/report-messages';
import type { ReportRow } from '../../../domain/reports/analytics-reports';
import { viewDetailsPath } from '../../../domain/reports/report-tabs';
import { ButtonLink } from '../../components/button-link';
import { mobileOnly, notMobile } from '../../layout/media';
import { panelCss } from '../../components/panel';

const cell = (t: Theme) => ({ padding: '10px 12px', textAlign: 'left' as const, borderBottom: `1px solid ${t.colors.border}`, verticalAlign: 'middle' as const });

const viewLabel = (row: ReportRow): string => M.viewDetailsOfRow(row.mockTestName, row.submitDateTime);

export function ReportTable({ rows, caption }: { rows: readonly ReportRow[]; caption: string }) {
  return (
    <>
      <div data-report-table="" css={(t) => ({ [mobileOnly(t)]: { display: 'none' }, overflowX: 'auto', ...panelCss(t), padding: 0 })}>
        <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
          <caption css={{ textAlign: 'left', padding: '12px 12px 4px', fontWeight: 600 }}>{caption}</caption>
          <thead>
            <tr>{M.reportColumns.map((c) => <th key={c} scope="col" css={cell}>{c}</th>)}</tr>
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
                  <ButtonLink href={viewDetailsPath(r)} size="sm" variant="ocean">
                    <span aria-hidden="true">{M.viewDetails}</span>
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
              {([[M.date, r.submitDateTime], [M.totalQuestions, r.totalQuestions], [M.fullMarks, r.fullMarks],
                [M.marksObtain, r.marksObtain], [M.timeSpent, r.timeSpent]] as const).map(([k, v]) => (
                <div key={k} css={{ display: 'contents' }}>
                  <dt css={(t) => ({ color: t.colors.textMuted })}>{k}</dt>
                  <dd css={{ margin: 0, fontWeight: 600 }}>{v}</dd>
                </div>
              ))}
            </dl>
            <ButtonLink href={viewDetailsPath(r)} size="sm" variant="ocean" fullWidth>
              <span aria-hidden="true">{M.viewDetails}</span>
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
