// The simulator's help tools as the screen uses them: ASK TONY's AI answer and study material, a query to a
// teacher about the question, and the image of a subjective answer. Each answers a Result.
import { err, ok, type Result } from '../../domain/shared/result';
import type { HelpContentQuery, SimulatorHelpGateway, StudyMaterial, TeacherQuery, UploadedImage } from './ports';

export type { HelpContentQuery, StudyMaterial, TeacherQuery, UploadedImage } from './ports';

/** The server's refusal of an AI answer for a question of a mock or class test the student is taking. */
export const HELP_NOT_ALLOWED = 'help_not_allowed';

export interface SimulatorHelpUseCases {
  /** The AI teacher's worked solution of a question; refused ('no_solution') when there is none, and refused
   *  (HELP_NOT_ALLOWED) during a mock or class test. */
  aiAnswer(question: { questionId: number; itemId: number }): Promise<Result<string>>;
  /** Study material for the topic of the question. */
  studyMaterial(query: HelpContentQuery): Promise<Result<StudyMaterial[]>>;
  /** A query to a teacher about a question (trimmed); refused ('empty_query') without sending when it is blank. */
  askTeacher(query: TeacherQuery): Promise<Result<void>>;
  uploadAnswerImage(file: Blob, fileName: string): Promise<Result<UploadedImage>>;
  removeAnswerImage(fileName: string): Promise<Result<void>>;
}

export const createSimulatorHelpUseCases = (gateway: SimulatorHelpGateway): SimulatorHelpUseCases => ({
  aiAnswer: async ({ questionId, itemId }) => {
    const r = await gateway.aiSolution(questionId, itemId);
    if (!r.ok) return r;
    const solution = r.value.trim();
    return solution ? ok(solution) : err({ kind: 'refused', code: 'no_solution' });
  },
  studyMaterial: (query) => gateway.helpContent(query),
  askTeacher: async (query) => {
    const feedback = query.feedback.trim();
    if (feedback === '') return err({ kind: 'refused', code: 'empty_query' });
    return gateway.sendTeacherQuery({ ...query, feedback });
  },
  uploadAnswerImage: (file, fileName) => gateway.uploadAnswerImage(file, fileName),
  removeAnswerImage: (fileName) => gateway.removeAnswerImage(fileName),
});
