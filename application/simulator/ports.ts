// Ports of the simulator's help tools: the AI teacher (Tony), study material for the question's topic, a query to a
// teacher, and the subjective answer image upload.
import type { Result } from '../../domain/shared/result';

export interface StudyMaterial {
  id: string;
  title: string;
  /** Text, PPT, PDF or Video */
  type: string;
  url: string;
  /** HTML of a Text item (sanitised when shown) */
  description: string;
}

export interface UploadedImage {
  fileName: string;
  /** where the server serves it back (obj.virtualUrlFile) */
  url: string;
}

export interface HelpContentQuery {
  templateId: number;
  searchQuery: string;
  searchFlag: string;
  topicId: number;
}

export interface TeacherQuery {
  questionId: number;
  feedback: string;
  courseName?: string;
}

/** Every call answers a Result; none throws. */
export interface SimulatorHelpGateway {
  /** GET /app/studentpanel/openai: the worked solution (HTML; '' when the server has none) */
  aiSolution(questionId: number, itemId: number): Promise<Result<string>>;
  /** GET /helpcontent: study material of the topic */
  helpContent(query: HelpContentQuery): Promise<Result<StudyMaterial[]>>;
  /** POST /teacher-support-question */
  sendTeacherQuery(query: TeacherQuery): Promise<Result<void>>;
  /** POST /student-subjective-tempfile-upload (field uploadedFiles) */
  uploadAnswerImage(file: Blob, fileName: string): Promise<Result<UploadedImage>>;
  /** POST /student-subjective-tempfile-remove */
  removeAnswerImage(fileName: string): Promise<Result<void>>;
}
