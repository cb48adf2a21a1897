// The simulator screen layout: pure layout with slots.
// Desktop: a header with the test name and the timer, the question panel (question + bottom bar) and a
// side panel with the palette, the legend and Submit. Mobile (< 480 px): a top bar with the timer, a
// Questions button and Submit, the horizontal question strip, and a drawer titled Questions holding the
// palette and legend. The adaptive variant has no side panel, strip or drawer.
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { Drawer } from '../../components/drawer';
import { layout } from '../../theme/theme';
import { useMediaQuery } from '../../components/use-media-query';

export const MOBILE_QUERY = `(max-width: ${layout.mobileBreakpoint - 0.02}px)`;

export interface SimulatorLayoutProps {
  testName: string;
  variant?: 'standard' | 'adaptive';
  /** e.g. <TimerDisplay/>; omit when the timer is off */
  timer?: ReactNode;
  /** the question area (QuestionView) */
  children: ReactNode;
  bottomBar: ReactNode;
  /** QuestionPalette (grid): side panel on desktop, drawer on mobile */
  palette?: ReactNode;
  /** QuestionPalette variant="strip": mobile only */
  strip?: ReactNode;
  legend?: ReactNode;
  /** shows Submit (side panel / mobile top bar) */
  onSubmit?: () => void;
  submitDisabled?: boolean;
  /** the mobile drawer closes when this changes (the student jumped to a question) */
  currentQuestionId?: number | null;
  /** overrides the viewport check */
  mobile?: boolean;
}

const SubmitButton = ({ onSubmit, disabled, fullWidth }: { onSubmit: () => void; disabled?: boolean; fullWidth?: boolean }) => (
  <Button variant="greenHaze" size={fullWidth ? 'md' : 'sm'} onClick={onSubmit} disabled={disabled} fullWidth={fullWidth}>Submit</Button>
);

export function SimulatorLayout(props: SimulatorLayoutProps) {
  const narrow = useMediaQuery(MOBILE_QUERY);
  const mobile = props.mobile ?? narrow;
  const adaptive = props.variant === 'adaptive';
  const { testName, timer, children, bottomBar, palette, strip, legend, onSubmit, submitDisabled } = props;

  const [drawer, setDrawer] = useState<{ open: boolean; at: number | null | undefined }>({ open: false, at: undefined });
  const drawerOpen = drawer.open && drawer.at === props.currentQuestionId;

  const questionPanel = (
    <main css={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', contain: 'content' }}>
      <div css={{ flex: 1, overflowY: 'auto', padding: mobile ? 12 : 24 }}>{children}</div>
      {bottomBar}
    </main>
  );

  return (
    <div css={(t) => ({ height: '100vh', display: 'flex', flexDirection: 'column', background: t.colors.bg, color: t.colors.text })}>
      <header
        css={(t) => ({
          display: 'flex',
          flexWrap: mobile ? 'wrap' : undefined,
          alignItems: 'center',
          gap: mobile ? 8 : 12,
          padding: mobile ? '8px 12px' : '12px 24px',
          // mobile: the timer keeps its accessible name but not the visible 'Time Left', so one row holds
          // the timer, Questions and Submit at 400 px
          ...(mobile ? { '& [role="timer"]': { padding: '4px 8px' }, '& [role="timer"] > span:first-of-type': { display: 'none' } } : {}),
          background: t.colors.surface,
          borderBottom: `1px solid ${t.colors.border}`,
        })}
      >
        <h1 css={{ flex: mobile ? '1 0 100%' : 1, minWidth: 0, margin: 0, fontSize: mobile ? 16 : 20, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {testName}
        </h1>
        {timer}
        {mobile && !adaptive && palette && (
          <Button variant="ghost" size="sm" onClick={() => setDrawer({ open: true, at: props.currentQuestionId })}>Questions</Button>
        )}
        {mobile && onSubmit && <SubmitButton onSubmit={onSubmit} disabled={submitDisabled} />}
      </header>

      {mobile && !adaptive && strip && (
        <div css={(t) => ({ background: t.colors.surface, borderBottom: `1px solid ${t.colors.border}` })}>{strip}</div>
      )}

      <div css={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {questionPanel}
        {!mobile && !adaptive && (palette || legend || onSubmit) && (
          <aside
            aria-label="Questions"
            css={(t) => ({
              width: t.layout.sidebarWidth + 30,
              flex: 'none',
              display: 'flex',
              flexDirection: 'column',
              gap: 16,
              padding: 16,
              overflowY: 'auto',
              // sized by the row, never by its content: its changes stay inside (style, layout, paint)
              contain: 'strict',
              background: t.colors.surface,
              borderLeft: `1px solid ${t.colors.border}`,
            })}
          >
            {palette}
            {legend}
            {onSubmit && <SubmitButton onSubmit={onSubmit} disabled={submitDisabled} fullWidth />}
          </aside>
        )}
      </div>

      {mobile && !adaptive && palette && (
        <Drawer open={drawerOpen} onClose={() => setDrawer({ open: false, at: undefined })} title="Questions" placement="right">
          <div css={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }}>
            {palette}
            {legend}
          </div>
        </Drawer>
      )}
    </div>
  );
}
