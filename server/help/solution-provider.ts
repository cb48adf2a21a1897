// The answer behind /app/studentpanel/openai. The reference server returns the worked solution stored with
// the question; a deployment can plug in a real model by passing another SolutionProvider to createApp.
import type { QuestionBankRepository } from '../repositories/question-bank-repository';

export interface SolutionRequest {
  questionId: number;
  itemId?: number;
}

export interface SolutionProvider {
  /** An HTML solution, or null when none can be given. */
  solve(request: SolutionRequest): Promise<string | null>;
}

/** Answers with the worked solution stored in the question bank. */
export class StoredSolutionProvider implements SolutionProvider {
  constructor(private readonly bank: QuestionBankRepository) {}

  async solve({ questionId, itemId }: SolutionRequest): Promise<string | null> {
    const q = await this.bank.question(questionId);
    if (!q || (itemId !== undefined && itemId !== 0 && q.itemId !== itemId)) return null;
    return q.solution || null;
  }
}
