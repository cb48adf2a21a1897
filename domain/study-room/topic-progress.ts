// The progress ring of a topic in Gap Fixer / Smart Learning: the percentage of the student's last submitted self
// test of that topic in the chosen mode, and its bar colour (spec 001 §3 "Last self-test percentage"). Shared by the
// server, which computes it, and the app, which draws it.
import { scoreBand, type ScoreBand } from '../reports/bands';

export interface TopicProgress {
  topicId: number;
  topicName: string;
  /** 0..100, rounded to 2 decimals; null when the student has not taken a self test of the topic in this mode */
  percentage: number | null;
  /** the score band of the percentage (80 green, 60 yellow, 40 orange, else red); '' when percentage is null */
  barColor: ScoreBand | '';
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The ring of marks obtained out of full marks: clamped to 0..100, rounded to 2 decimals, coloured by scoreBand;
 *  full marks <= 0 is 0%. */
export function progressOf(marksObtained: number, fullMarks: number): Pick<TopicProgress, 'percentage' | 'barColor'> {
  const ratio = fullMarks > 0 ? (marksObtained / fullMarks) * 100 : 0;
  // a mark that is not a number (never stored, but a wire value could be) counts as nothing obtained
  const percentage = round2(Math.min(100, Math.max(0, Number.isFinite(ratio) ? ratio : 0)));
  return { percentage, barColor: scoreBand(percentage) };
}

/** The progress of a topic from a list (not taken: percentage null). */
export function progressFor(list: readonly TopicProgress[], topic: { topicId: number; topicName: string }): TopicProgress {
  const found = list.find((p) => p.topicId === topic.topicId);
  return found ?? { topicId: topic.topicId, topicName: topic.topicName, percentage: null, barColor: '' };
}
