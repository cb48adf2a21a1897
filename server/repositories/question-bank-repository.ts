import type { Db } from '../db/migration';
import type { BankChoice, BankQuestion } from '../test-delivery/question-bank-types';

/** A topic with its subtopics, as sent by /treeview/get-tree-by-course */
export interface WireTopic {
  topicId: number;
  topicName: string;
  children: WireTopic[];
}

interface TopicRow { id: number; parent_id: number | null; name: string; position: number }
interface QuestionRow {
  id: number; item_id: number; topic_id: number; question_type: string; type_label: string; body: string;
  common_data: string; columns: string; choices: string; correct_response: string; explanation: string;
  solution: string; difficulty: number; bloom_id: number;
}

const toQuestion = (r: QuestionRow): BankQuestion => ({
  id: r.id, itemId: r.item_id, topicId: r.topic_id, questionType: r.question_type, typeLabel: r.type_label,
  body: r.body, commonData: r.common_data, columns: JSON.parse(r.columns) as BankQuestion['columns'],
  choices: JSON.parse(r.choices) as BankChoice[], correctResponse: r.correct_response, explanation: r.explanation,
  solution: r.solution, difficulty: r.difficulty, bloomId: r.bloom_id,
});

/** A bank question frozen to the bottom: the cached ones are shared by every caller, so none may change them. */
const frozen = (q: BankQuestion): BankQuestion => {
  for (const c of q.columns) {
    for (const r of c.columnRows) Object.freeze(r);
    Object.freeze(c.columnRows);
    Object.freeze(c);
  }
  for (const c of q.choices) Object.freeze(c);
  Object.freeze(q.columns);
  Object.freeze(q.choices);
  return Object.freeze(q);
};

/**
 * Topics and questions. The bank is written once by the seed and only read afterwards, so it is cached: the topics,
 * each question read (frozen), and each topic's list of questions (a configured test is drawn again from it at every
 * submit and save, which read and parsed the topic's whole pool each time). The cache holds at most the bank.
 */
export class QuestionBankRepository {
  private topicCache: Map<number, TopicRow> | undefined;
  private readonly questionCache = new Map<number, BankQuestion>();
  private readonly underCache = new Map<number, readonly BankQuestion[]>();
  private readonly byId;
  private readonly byTopics;
  private readonly subjectsOf;

  constructor(private readonly db: Db) {
    this.byId = db.prepare<[number], QuestionRow>('SELECT * FROM questions WHERE id = ?');
    this.byTopics = db.prepare<[string], QuestionRow>(
      'SELECT * FROM questions WHERE topic_id IN (SELECT value FROM json_each(?)) ORDER BY id');
    this.subjectsOf = db.prepare<[number], { topic_id: number }>(
      'SELECT topic_id FROM template_subjects WHERE template_id = ? ORDER BY position');
  }

  private topics(): Map<number, TopicRow> {
    this.topicCache ??= new Map(this.db.prepare<[], TopicRow>('SELECT * FROM topics ORDER BY parent_id, position').all().map((t) => [t.id, t]));
    return this.topicCache;
  }

  private childrenOf(id: number): TopicRow[] {
    return [...this.topics().values()].filter((t) => t.parent_id === id).sort((a, b) => a.position - b.position);
  }

  private toWire(t: TopicRow): WireTopic {
    return { topicId: t.id, topicName: t.name, children: this.childrenOf(t.id).map((c) => this.toWire(c)) };
  }

  /** The topic trees (one root per subject) a course template offers. */
  treeOf(templateId: number): WireTopic[] {
    return this.subjectsOf.all(templateId).flatMap(({ topic_id }) => {
      const t = this.topics().get(topic_id);
      return t ? [this.toWire(t)] : [];
    });
  }

  topic(id: number): { id: number; name: string; parentId: number | null } | undefined {
    const t = this.topics().get(id);
    return t && { id: t.id, name: t.name, parentId: t.parent_id };
  }

  /** The subject (root) of a topic. */
  subjectOf(id: number): string {
    let t = this.topics().get(id);
    while (t && t.parent_id !== null) t = this.topics().get(t.parent_id);
    return t?.name ?? '';
  }

  /** Whether the topic is in one of the template's subject trees. */
  inTemplate(templateId: number, topicId: number): boolean {
    const roots = new Set(this.subjectsOf.all(templateId).map((s) => s.topic_id));
    let t = this.topics().get(topicId);
    while (t) {
      if (roots.has(t.id)) return true;
      t = t.parent_id === null ? undefined : this.topics().get(t.parent_id);
    }
    return false;
  }

  /** The topic and every topic under it. */
  subtree(id: number): number[] {
    if (!this.topics().has(id)) return [];
    return [id, ...this.childrenOf(id).flatMap((c) => this.subtree(c.id))];
  }

  /** The question (frozen), or undefined when there is none (not cached, so unknown ids never fill the cache). */
  question(id: number): BankQuestion | undefined {
    const cached = this.questionCache.get(id);
    if (cached) return cached;
    const row = this.byId.get(id);
    return row && this.remember(row);
  }

  /** Questions whose topic is `topicId` or under it, by id (frozen; the list is shared, so it is read-only). */
  questionsUnder(topicId: number): readonly BankQuestion[] {
    let list = this.underCache.get(topicId);
    if (!list) {
      list = Object.freeze(this.byTopics.all(JSON.stringify(this.subtree(topicId))).map((r) => this.questionCache.get(r.id) ?? this.remember(r)));
      // a topic that does not exist has no questions and is not kept
      if (this.topics().has(topicId)) this.underCache.set(topicId, list);
    }
    return list;
  }

  private remember(row: QuestionRow): BankQuestion {
    const q = frozen(toQuestion(row));
    this.questionCache.set(q.id, q);
    return q;
  }
}
