// Marks as the exam room lists show them: with their sign.

const plain = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * Correct '+4', incorrect '-1' (the incorrect figure is the size of the penalty, whichever sign the server gives it;
 * see domain/test-engine/scoring.ts), not answered '0'.
 */
export const signedMark = (value: number, kind: 'correct' | 'incorrect' | 'notAnswered'): string => {
  if (!Number.isFinite(value) || value === 0) return '0';
  if (kind === 'incorrect') return `-${plain(Math.abs(value))}`;
  return value > 0 ? `+${plain(value)}` : `-${plain(Math.abs(value))}`;
};
