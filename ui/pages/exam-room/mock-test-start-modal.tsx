// The mock test start modal (spec 001 §2, §9): an overview with questions, time in minutes and total marks,
// the sections with their signed marks (+4 / -1 / 0), Start Now and Cancel. A test without sections shows its
// own marking instead.
import type { MockTest } from '../../../application/exam-room/ports';
import { orderedSections, signedMark } from '../../../application/exam-room/test-start';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Figures } from './exam-room-parts';

const cell = { padding: '8px 10px', textAlign: 'left' as const };

export function MockTestStartModal({ test, onStart, onClose }: { test: MockTest; onStart: () => void; onClose: () => void }) {
  const sections = orderedSections(test.sectionSet);
  const figures: [string, string | number][] = [
    ['Questions', test.totalQuestions],
    ['Time (Minutes)', test.testTotalTime],
    ['Total Marks', test.totalMarks],
  ];
  if (sections.length === 0) {
    figures.push(
      ['Correct', signedMark(test.correctAnsMark, 'correct')],
      ['Incorrect', signedMark(test.wrongAnsMark, 'incorrect')],
      ['Not Answered', signedMark(test.noAnsMark, 'notAnswered')],
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
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button onClick={onStart}>Start Now</Button>
        </>
      }
    >
      <h3 css={{ margin: '0 0 12px', fontSize: 17 }}>Overview</h3>
      <Figures items={figures} />
      {sections.length > 0 && (
        <>
          <h3 css={{ margin: '20px 0 8px', fontSize: 17 }}>Sections</h3>
          <div css={{ overflowX: 'auto' }}>
            <table css={(t) => ({ width: '100%', borderCollapse: 'collapse', '& th, & td': { borderBottom: `1px solid ${t.colors.border}` } })}>
              <thead>
                <tr>
                  <th scope="col" css={cell}>Section</th>
                  <th scope="col" css={cell}>Questions</th>
                  <th scope="col" css={cell}>Time (Minutes)</th>
                  <th scope="col" css={cell}>Correct</th>
                  <th scope="col" css={cell}>Incorrect</th>
                  <th scope="col" css={cell}>Not Answered</th>
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
