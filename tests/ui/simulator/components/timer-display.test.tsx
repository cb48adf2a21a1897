import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { formatClock, TimerDisplay, timerAnnouncement } from '../../../../ui/simulator/components/timer-display';
import { lightTheme } from '../../../../ui/theme/theme';
import { renderThemed } from './render-themed';

describe('formatClock', () => {
  it.each([[0, '00:00:00'], [59, '00:00:59'], [61, '00:01:01'], [3600, '01:00:00'], [36_061.9, '10:01:01'], [-5, '00:00:00'], [Number.NaN, '00:00:00']])(
    '%p seconds is %s',
    (s, text) => expect(formatClock(s)).toBe(text),
  );
});

describe('TimerDisplay', () => {
  it('shows the time left as hh:mm:ss under a Time Left label', () => {
    renderThemed(<TimerDisplay remainingSeconds={3725} />);
    const timer = screen.getByRole('timer', { name: 'Time Left' });
    expect(timer).toHaveTextContent('Time Left01:02:05');
    expect(timer).toHaveStyle({ color: lightTheme.colors.text });
  });

  it("turns to the warning colour under 5 minutes and reads Time's Up at zero", () => {
    const { rerender } = renderThemed(<TimerDisplay remainingSeconds={300} />);
    expect(screen.getByRole('timer')).not.toHaveStyle({ color: lightTheme.colors.danger });
    rerender(<TimerDisplay remainingSeconds={299} />);
    expect(screen.getByRole('timer')).toHaveStyle({ color: lightTheme.colors.danger });
    rerender(<TimerDisplay remainingSeconds={0} />);
    expect(screen.getByRole('timer')).toHaveTextContent("Time's Up");
    expect(screen.getByRole('timer')).not.toHaveTextContent('00:00:00');
  });

  it('announces only when a threshold is crossed, not every second', () => {
    const { rerender } = renderThemed(<TimerDisplay remainingSeconds={700} />);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    const heard: string[] = [];
    let last = live.textContent;
    for (let s = 699; s >= 0; s -= 1) {
      rerender(<TimerDisplay remainingSeconds={s} />);
      if (live.textContent !== last) {
        last = live.textContent;
        heard.push(`${s}: ${last}`);
      }
    }
    expect(heard).toEqual(['600: 10 minutes left', '300: 5 minutes left', '60: 1 minute left', "0: Time's Up"]);
  });

  it('gives the threshold text for a remaining time', () => {
    expect(timerAnnouncement(601)).toBe('');
    expect(timerAnnouncement(450)).toBe('10 minutes left');
    expect(timerAnnouncement(-3)).toBe("Time's Up");
  });
});
