// A question's response as the answer inputs show it, and back as the engine records it. One view object per
// engine response: the engine keeps an unchanged question's response object, so the view of a question's response
// is the same object until it is answered, and the question area can memoise on it.
import { EMPTY_RESPONSE, type QuestionResponse as EngineResponse } from '../../domain/test-engine/question-response';

/** A question's response: option ids or the typed text, plus the uploaded file of a subjective answer. */
export interface QuestionResponse {
  text: readonly string[];
  fileName: string;
  url: string;
}

const views = new WeakMap<EngineResponse, QuestionResponse>();

/** The view of an engine response (the same object for the same response); an absent one is empty. */
export const responseView = (r: EngineResponse = EMPTY_RESPONSE): QuestionResponse => {
  let v = views.get(r);
  if (!v) {
    v = { text: r.values, fileName: r.fileName, url: r.url };
    views.set(r, v);
  }
  return v;
};

export const engineResponse = (r: QuestionResponse): EngineResponse => ({ values: [...r.text], fileName: r.fileName, url: r.url });
