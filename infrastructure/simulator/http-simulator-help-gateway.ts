// SimulatorHelpGateway over the shared HTTP client: every reply validated with zod/mini; a failed call or a
// malformed reply is logged and answered as the call's failure (a Result), so the simulator shows its texts
// ('Our AI could not find solution...', 'No study materials available for this topic.', 'File Upload Failed').
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { HelpContentQuery, SimulatorHelpGateway, StudyMaterial, TeacherQuery, UploadedImage } from '../../application/simulator/ports';
import { err, ok, type Result } from '../../domain/shared/result';
import { callFailureOf } from '../http/call-result';
import { isApiFailure } from '../http/envelope';
import { HttpClient } from '../http/http-client';

const text = z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v === null || v === undefined ? '' : String(v))));

const envelope = <T extends z.ZodMiniType>(obj: T) => z.object({ responseTxt: z.nullish(z.string()), message: z.nullish(z.string()), obj });

const solutionReply = envelope(z.nullish(z.object({ solution: z.nullish(z.string()) })));

const materialSchema = z.pipe(
  z.object({ id: text, contentTitle: text, contentType: text, contentUrl: text, description: text, title: z.optional(text), url: z.optional(text) }),
  z.transform((m): StudyMaterial => ({
    id: m.id, title: m.contentTitle || m.title || '', type: m.contentType, url: m.contentUrl || m.url || '', description: m.description,
  })),
);
const contentReply = envelope(z.nullish(z.union([
  z.array(materialSchema),
  z.object({ list: z.nullish(z.array(materialSchema)) }),
])));

const uploadReply = envelope(z.nullish(z.object({ fileName: z.string(), virtualUrlFile: z.string() })));
const anyEnvelope = envelope(z.unknown());

const reasonOf = (e: unknown): string => (isApiFailure(e) ? `${e.status} ${e.message}` : e instanceof Error ? e.message : String(e));

/** The call's value, or its failure logged as `what` (a malformed reply is a fault). */
async function attempt<T>(what: string, call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call();
  } catch (e) {
    console.error(`${what} failed:`, reasonOf(e));
    return err(isApiFailure(e) ? callFailureOf(e) : { kind: 'fault' });
  }
}

/** A reply whose responseTxt is not 'success' is the server's refusal. */
const succeeded = (what: string, reply: { responseTxt?: string | null; message?: string | null }): Result<void> => {
  if (reply.responseTxt === 'success') return ok(undefined);
  console.error(`${what} refused:`, reply.responseTxt, reply.message);
  return err({ kind: 'refused', code: reply.responseTxt ?? '', ...(reply.message ? { message: reply.message } : {}) });
};

@injectable()
export class HttpSimulatorHelpGateway implements SimulatorHelpGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  aiSolution(questionId: number, itemId: number): Promise<Result<string>> {
    return attempt('AI answer', async () => {
      const { data } = await this.http.request('get', '/app/studentpanel/openai', { query: { questionId, itemId }, required: ['questionId'], schema: solutionReply });
      return ok(data.obj?.solution?.trim() ?? '');
    });
  }

  helpContent(query: HelpContentQuery): Promise<Result<StudyMaterial[]>> {
    return attempt('Help content', async () => {
      const { data } = await this.http.request('get', '/helpcontent', {
        query: { ...query }, required: ['templateId', 'searchQuery', 'searchFlag', 'topicId'], schema: contentReply,
      });
      const obj = data.obj;
      const list = Array.isArray(obj) ? obj : (obj?.list ?? []);
      return ok(list.filter((m) => m.title !== ''));
    });
  }

  sendTeacherQuery(input: TeacherQuery): Promise<Result<void>> {
    return attempt('Teacher support query', async () => {
      const { data } = await this.http.request('post', '/teacher-support-question', {
        form: { questionId: input.questionId, feedback: input.feedback, courseName: input.courseName }, required: ['questionId', 'feedback'], schema: anyEnvelope,
      });
      return succeeded('Teacher support query', data);
    });
  }

  uploadAnswerImage(file: Blob, fileName: string): Promise<Result<UploadedImage>> {
    return attempt('Image upload', async () => {
      const named = typeof File === 'function' && !(file instanceof File) ? new File([file], fileName, { type: file.type }) : file;
      const { data } = await this.http.request('post', '/student-subjective-tempfile-upload', { form: { uploadedFiles: named }, schema: uploadReply });
      if (!data.obj) return err({ kind: 'fault', message: 'no file in the reply' });
      return ok({ fileName: data.obj.fileName, url: data.obj.virtualUrlFile });
    });
  }

  removeAnswerImage(fileName: string): Promise<Result<void>> {
    return attempt('Image removal', async () => {
      const { data } = await this.http.request('post', '/student-subjective-tempfile-remove', { form: { fileName }, required: ['fileName'], schema: anyEnvelope });
      return succeeded('Image removal', data);
    });
  }
}
