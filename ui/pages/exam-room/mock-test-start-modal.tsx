// The mock test start modal: an overview with questions, time in minutes and total marks,
// the sections with their signed marks (+4 / -1 / 0), Start Now and Cancel. A test without sections shows its
// own marking instead.
import { EXAM_ROOM_MESSAGES as M } from '../../../application/exam-room/exam-room-messages';
import { orderedSections, type MockTest } from '../../../domain/exam-room/mock-test';
import { signedMark } from '../../../domain/exam-room/signed-mark';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Figures } from './exam-room-parts';

const cell = { padding: '8px 10px', textAlign: 'left' as const };

export function MockTestStartModal({ test, onStart, onClose }: { test: MockTest; onStart: () => void; onClose: () => void }) {
  const sections = orderedSections(test.sectionSet);
  const figures: [string, string | number][] = [
    [M.questions, test.totalQuestions],
    [M.timeInMinutes, test.testTotalTime],
    [M.totalMarks, test.totalMarks],
  ];
  if (sections.length === 0) {
    figures.push(
      [M.correct, signedMark(test.correctAnsMark, 'correct')],
      [M.incorrect, signedMark(test.wrongAnsMark, 'incorrect')],
      [M.notAnswered, signedMark(test.noAnsMark, 'notAnswered')],
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={test.testName}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{M.cancel}</Button>
          <Button onClick={onStart}>{M.startNow}</Button>
        </>
      }
    >
      <h3 css={{ margin: '0 0 12px', fontSize: 17 }}>{M.overview}</h3>
      <Figures items={figures} />
      {sections.length > 0 && (
        <>
          <h3 css={{ margin: '20px 0 8px', fontSize: 17 }}>{M.sections}</h3>
          <div css={{ overflowX: 'auto' }}>
            <table css={(t) => ({ width: '100%', borderCollapse: 'collapse', '& th, & td': { borderBottom: `1px solid ${t.colors.border}` } })}>
              <thead>
                <tr>
                  {[M.section, M.questions, M.timeInMinutes, M.correct, M.incorrect, M.notAnswered].map((c) => (
                    <th key={c} scope="col" css={cell}>{c}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sections.map((s) => (
                  <tr key={s.sectionId}>
                    <th scope="row" css={cell}>{s.sectionName}</th>
                    <td css={cell}>{s.totalQuestions}</td>
                    <td css={cell}>{s.sectionTime}</td>
                    <td css={cell}>{signedMark(s.correctMarks, 'correct')}</td>
                    <td css={cell}>{signedMark(s.incorrectMarks, 'incorrect')}</td>
                    <td css={cell}>{signedMark(s.notAnswerMarks, 'notAnswered')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Modal>
  );
}
