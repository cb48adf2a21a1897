// Writes docs/samples/session-log.json: a realistic session log made by the engine itself (deterministic).
// A 3-section Partially_Lock mock test of 15 questions (5 minutes per section): answers of every objective kind,
// review marks, a cancelled and a confirmed section switch, a refused step back, help, a clear, a pause, leaving
// and re-entering full screen, section 2's time running out (the engine moves on to section 3), and a submit.
// Run: node --import tsx scripts/make-sample-log.ts [out.json]
import { TestEngine } from '../domain/test-engine/engine';
import { SCHEMA_VERSION, type TestCommand } from '../domain/test-engine/events';
import { writeLogFile } from '../infrastructure/test-engine/file-event-log-storage';
import { manualClock, realisticTest } from './session-fixtures';

const out = process.argv[2] ?? 'docs/samples/session-log.json';
const test = realisticTest({ questions: 15, sections: 3, sectionTime: 300, totalTime: 900, testName: 'JEE Main Mini Mock 1' });
const clock = manualClock();
const engine = new TestEngine(clock);

const answer = (...values: string[]): TestCommand => ({ type: 'GiveAnswer', data: { response: { values, fileName: '', url: '' } } });
const step = (seconds: number, command: TestCommand, expectRefusal = false): void => {
  clock.advance(seconds * 1000);
  const r = engine.dispatch(command);
  if (r.ok === expectRefusal) throw new Error(`${command.type}: expected ${expectRefusal ? 'a refusal' : 'success'}, got ${JSON.stringify(r.refusal ?? r.events)}`);
};
const next: TestCommand = { type: 'GoNext', data: {} };
const key = (index: number): string => test.questionSet[index].correctResponse;

step(0, { type: 'LoadTest', data: { test, mode: 'registered', context: { assessmentMode: 'advance' } } });
// Section 1 (Q1-Q5)
step(38, answer(key(0)));                 // Q1 right
step(4, next);
step(51, answer('D'));                    // Q2 (key C): wrong
step(3, { type: 'ToggleReview', data: {} }); // answered_and_review
step(5, next);
step(62, answer('A', 'C'));               // Q3 multi-select, right
step(4, next);
step(20, { type: 'ToggleReview', data: {} }); // Q4 marked_for_review, no answer
step(2, next);
step(45, answer(key(4)));                 // Q5 right
step(6, next);                            // into section 2: the switch warning
step(3, { type: 'CancelSectionSwitch', data: {} });
step(9, { type: 'JumpTo', data: { index: 3 } });
step(31, answer('4'));                    // Q4 integer, right (key 4); stays marked -> answered_and_review
step(7, { type: 'JumpTo', data: { index: 5 } }); // later section: the switch warning again
step(2, { type: 'ConfirmSectionSwitch', data: {} }); // section 2 starts its 5 minutes
// Section 2 (Q6-Q10)
step(40, answer(key(5)));                 // Q6 right
step(3, { type: 'JumpTo', data: { index: 0 } }, true); // back to section 1: refused, nothing recorded
step(3, next);
step(27, { type: 'UseHelp', data: {} });  // Q7 help
step(30, answer('B'));                    // Q7 (key D): wrong, help -> attempted
step(6, next);
step(44, answer('A', 'D'));               // Q8 multi-select, wrong
step(8, { type: 'ClearAnswer', data: {} }); // -> not_attempted
step(2, { type: 'Pause', data: {} });
step(90, { type: 'Resume', data: {} });   // the section deadline moves by the pause
step(4, next);
step(15, { type: 'ExitFullScreen', data: {} });
step(5, { type: 'EnterFullScreen', data: {} });
step(33, answer('7'));                    // Q9 integer, wrong (key 9)
// section 2's time runs out (300 s of section time, 90 s paused): the engine records the expiry at the deadline
// and enters section 3 with its own 5 minutes
const deadline = engine.state.deadline!;
clock.advance(deadline - clock.now() + 4_000);
engine.expireIfDue();
// Section 3 (Q11-Q15)
step(36, answer(key(10)));                // Q11 right
step(3, next);
step(41, answer('B'));                    // Q12 (key A): wrong
step(4, next);
step(29, answer('C', 'A'));               // Q13 multi-select, right in another order
step(3, { type: 'ToggleReview', data: {} });
step(5, next);
step(12, next);                           // Q14 left empty -> not_attempted
step(48, answer(key(14)));                // Q15 right
step(10, { type: 'Submit', data: {} });

await writeLogFile(out, { schemaVersion: SCHEMA_VERSION, logId: 'sample-3h-mock-0001', events: engine.log.slice() });
console.log(`wrote ${out}: ${engine.log.length} events`);
