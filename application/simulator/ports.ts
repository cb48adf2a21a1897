// Ports of the simulator's help tools (spec 001 §4 help modal, §7, §8): the AI teacher (Tony), study material
// for the question's topic, a query to a teacher, and the subjective answer image upload.

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

/** Every call answers its outcome; none throws. */
export interface SimulatorHelpGateway {
  /** GET /app/studentpanel/openai: the worked solution (HTML), or null when there is none or the call failed */
  aiSolution(questionId: number, itemId: number): Promise<string | null>;
  /** GET /helpcontent: study material of the topic; null when the call failed */
  helpContent(query: HelpContentQuery): Promise<StudyMaterial[] | null>;
  /** POST /teacher-support-question */
  sendTeacherQuery(input: { questionId: number; feedback: string; courseName?: string }): Promise<boolean>;
  /** POST /student-subjective-tempfile-upload (field uploadedFiles) */
  uploadAnswerImage(file: Blob, fileName: string): Promise<UploadedImage | null>;
  /** POST /student-subjective-tempfile-remove */
  removeAnswerImage(fileName: string): Promise<boolean>;
}
