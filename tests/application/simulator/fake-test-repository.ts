// A TestRepository answering from scripted values and recording every call (like the HTTP repository, a load by
// session answers with that session), and help tools likewise: for the simulator's use case and store tests.
import type { HelpContentQuery, SimulatorHelpGateway, StudyMaterial, TeacherQuery, UploadedImage } from '../../../application/simulator/ports';
import type { TestDetailsQuery, TestLoadResult, TestRepository } from '../../../application/test-engine/ports';
import { err, ok, type CallFailure, type Result } from '../../../domain/shared/result';
import type { AdaptiveAnswerForm, StopTestForm, UpdateMarksForm } from '../../../domain/test-engine/payloads';
import type { TestData } from '../../../domain/test-engine/test-data';

export interface Call {
  name: string;
  args: unknown[];
}

const refused = { kind: 'refused', code: 'failed' } as const;
const answer = <T>(okay: boolean, value: T): Result<T> => (okay ? ok(value) : err(refused));

export class FakeRepository implements TestRepository {
  test: TestData | null = null;
  /** what the next load answers instead of the test */
  loadResult: TestLoadResult | null = null;
  testSession = '9001';
  submitOk = true;
  /** when set, what a failed submit answers (default the refusal) */
  submitFailure: CallFailure | null = null;
  stopOk = true;
  marksOk = true;
  adaptiveOk = true;
  readonly calls: Call[] = [];

  private result(knownSession?: string): TestLoadResult {
    if (this.loadResult) return this.loadResult;
    if (!this.test) return err({ kind: 'failed', message: 'Failed to load test' });
    return ok({ test: this.test, testSession: knownSession ?? this.testSession });
  }

  named(name: string): Call[] {
    return this.calls.filter((c) => c.name === name);
  }

  testDetails = async (query: TestDetailsQuery): Promise<TestLoadResult> => {
    this.calls.push({ name: 'testDetails', args: [query] });
    const r = this.result();
    return r.ok ? ok({ test: r.value.test }) : r;
  };
  testDetailExisting = async (testSession: string, templateId: number): Promise<TestLoadResult> => {
    this.calls.push({ name: 'testDetailExisting', args: [testSession, templateId] });
    return this.result(testSession);
  };
  guestTestDetails = async (query: Record<string, string | number | undefined>): Promise<TestLoadResult> => {
    this.calls.push({ name: 'guestTestDetails', args: [query] });
    return this.result();
  };
  testResultView = async (testSession: string): Promise<TestLoadResult> => {
    this.calls.push({ name: 'testResultView', args: [testSession] });
    return this.result(testSession);
  };
  adaptiveTestDetails = async (testSession: string): Promise<TestLoadResult> => {
    this.calls.push({ name: 'adaptiveTestDetails', args: [testSession] });
    return this.result(testSession);
  };
  submitTest = async (ansdetails: unknown, opts?: { source?: 'guest'; clientSubmissionId?: string }): Promise<Result<string>> => {
    this.calls.push({ name: 'submitTest', args: [ansdetails, opts] });
    if (!this.submitOk && this.submitFailure) return err(this.submitFailure);
    return answer(this.submitOk, this.testSession);
  };
  stopTest = async (form: StopTestForm): Promise<Result<void>> => {
    this.calls.push({ name: 'stopTest', args: [form] });
    return answer(this.stopOk, undefined);
  };
  updateMarks = async (form: UpdateMarksForm): Promise<Result<void>> => {
    this.calls.push({ name: 'updateMarks', args: [form] });
    return answer(this.marksOk, undefined);
  };
  updateAdaptiveAnswer = async (form: AdaptiveAnswerForm): Promise<Result<void>> => {
    this.calls.push({ name: 'updateAdaptiveAnswer', args: [form] });
    return answer(this.adaptiveOk, undefined);
  };
}

/** Help tools answering scripted values (null: the call fails) and recording calls. */
export class FakeHelp implements SimulatorHelpGateway {
  /** null: the call fails; 'during_exam': refused as the server refuses it during a mock or class test */
  solution: string | null | 'during_exam' = '<p>Worked solution</p>';
  materials: StudyMaterial[] | null = [{ id: '1', title: 'Kinematics notes', type: 'PDF', url: 'https://cdn.example/k.pdf', description: '' }];
  sendOk = true;
  upload: UploadedImage | null = { fileName: 'tmp-1.png', url: '/api/uploads/tmp-1.png' };
  removeOk = true;
  readonly calls: Call[] = [];

  aiSolution = async (questionId: number, itemId: number): Promise<Result<string>> => {
    this.calls.push({ name: 'aiSolution', args: [questionId, itemId] });
    if (this.solution === 'during_exam') return err({ kind: 'refused', code: 'help_not_allowed', message: 'Help is not available during a mock or class test.' });
    return this.solution === null ? err({ kind: 'fault' }) : ok(this.solution);
  };
  helpContent = async (query: HelpContentQuery): Promise<Result<StudyMaterial[]>> => {
    this.calls.push({ name: 'helpContent', args: [query] });
    return this.materials === null ? err({ kind: 'fault' }) : ok(this.materials);
  };
  sendTeacherQuery = async (query: TeacherQuery): Promise<Result<void>> => {
    this.calls.push({ name: 'sendTeacherQuery', args: [query] });
    return answer(this.sendOk, undefined);
  };
  uploadAnswerImage = async (file: Blob, fileName: string): Promise<Result<UploadedImage>> => {
    this.calls.push({ name: 'uploadAnswerImage', args: [file, fileName] });
    return this.upload === null ? err({ kind: 'fault' }) : ok(this.upload);
  };
  removeAnswerImage = async (fileName: string): Promise<Result<void>> => {
    this.calls.push({ name: 'removeAnswerImage', args: [fileName] });
    return answer(this.removeOk, undefined);
  };
}
