// SimulatorHelpGateway over the shared HTTP client (spec 001 §7): every reply validated with zod/mini; a failed
// call or a malformed reply is logged and answered as null / false, so the simulator shows the spec's texts
// ('Our AI could not find solution...', 'No study materials available for this topic.', 'File Upload Failed').
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { HelpContentQuery, SimulatorHelpGateway, StudyMaterial, UploadedImage } from '../../application/simulator/ports';
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

@injectable()
export class HttpSimulatorHelpGateway implements SimulatorHelpGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async aiSolution(questionId: number, itemId: number): Promise<string | null> {
    try {
      const { data } = await this.http.request('get', '/app/studentpanel/openai', { query: { questionId, itemId }, required: ['questionId'], schema: solutionReply });
      const solution = data.obj?.solution?.trim();
      return solution ? solution : null;
    } catch (e) {
      console.error('AI answer failed:', reasonOf(e));
      return null;
    }
  }

  async helpContent(query: HelpContentQuery): Promise<StudyMaterial[] | null> {
    try {
      const { data } = await this.http.request('get', '/helpcontent', {
        query: { ...query }, required: ['templateId', 'searchQuery', 'searchFlag', 'topicId'], schema: contentReply,
      });
      const obj = data.obj;
      const list = Array.isArray(obj) ? obj : (obj?.list ?? []);
      return list.filter((m) => m.title !== '');
    } catch (e) {
      console.error('Help content failed:', reasonOf(e));
      return null;
    }
  }

  async sendTeacherQuery(input: { questionId: number; feedback: string; courseName?: string }): Promise<boolean> {
    try {
      const { data } = await this.http.request('post', '/teacher-support-question', {
        form: { questionId: input.questionId, feedback: input.feedback, courseName: input.courseName }, required: ['questionId', 'feedback'], schema: anyEnvelope,
      });
      return data.responseTxt === 'success';
    } catch (e) {
      console.error('Teacher support query failed:', reasonOf(e));
      return false;
    }
  }

  async uploadAnswerImage(file: Blob, fileName: string): Promise<UploadedImage | null> {
    try {
      const named = typeof File === 'function' && !(file instanceof File) ? new File([file], fileName, { type: file.type }) : file;
      const { data } = await this.http.request('post', '/student-subjective-tempfile-upload', { form: { uploadedFiles: named }, schema: uploadReply });
      return data.obj ? { fileName: data.obj.fileName, url: data.obj.virtualUrlFile } : null;
    } catch (e) {
      console.error('Image upload failed:', reasonOf(e));
      return null;
    }
  }

  async removeAnswerImage(fileName: string): Promise<boolean> {
    try {
      const { data } = await this.http.request('post', '/student-subjective-tempfile-remove', { form: { fileName }, required: ['fileName'], schema: anyEnvelope });
      return data.responseTxt === 'success';
    } catch (e) {
      console.error('Image removal failed:', reasonOf(e));
      return false;
    }
  }
}
