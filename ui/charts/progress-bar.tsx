// A horizontal progress bar with its percentage, colour and optional caption (learning analytics
// 'Not upto mark. Continue Learning', test analytics overall performance).
// Unlike the SVG charts it is an ARIA progressbar: one value needs no table, and assistive technology
// announces its name and value natively. The bar fills 0..100; the text keeps the real percentage
// (negative marking can make it negative), also given as aria-valuetext.
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { useId } from 'react';
import type { Tone } from '../../domain/reports/bands';
import { chartPalette } from './chart-palette';

export interface ProgressBarProps {
  /** accessible name, shown above the bar */
  title: string;
  percentage: number;
  tone: Tone;
  caption?: string | null;
}

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  color: ${({ theme }) => theme.colors.text};
  margin-bottom: ${({ theme }) => theme.space[1]}px;
`;

const Track = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
`;

const Caption = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: 600;
`;

export const ProgressBar = ({ title, percentage, tone, caption }: ProgressBarProps) => {
  if (!Number.isFinite(percentage)) throw new RangeError(`progress bar needs a finite percentage, got ${percentage}`);
  const id = useId();
  const color = chartPalette(useTheme())[tone];
  const filled = Math.min(100, Math.max(0, percentage));
  return (
    <div>
      <Head>
        <span id={`${id}-title`}>{title}</span>
        <span aria-hidden="true">{percentage}%</span>
      </Head>
      <Track
        role="progressbar"
        aria-labelledby={`${id}-title`}
        aria-describedby={caption ? `${id}-caption` : undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={filled}
        aria-valuetext={`${percentage}%`}
      >
        <Fill style={{ width: `${filled}%`, background: color }} />
      </Track>
      {caption && <Caption id={`${id}-caption`} style={{ color }}>{caption}</Caption>}
    </div>
  );
};
