import { sql } from 'kysely';
import { all, type SqlDatabase } from '../db/connect';
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

/** Ids per IN list: well within the bound parameters either database takes. */
const IN_CHUNK = 500;

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
 * Only what was read is kept, never a read in progress: a read started outside a transaction waits for SQLite's one
 * connection, so a caller inside the transaction that holds it must not wait for that read (it would wait forever).
 */
export class QuestionBankRepository {
  private topicCache: Map<number, TopicRow> | undefined;
  private readonly questionCache = new Map<number, BankQuestion>();
  private readonly underCache = new Map<number, readonly BankQuestion[]>();

  constructor(private readonly db: SqlDatabase) {}

  private async topics(): Promise<Map<number, TopicRow>> {
    if (this.topicCache) return this.topicCache;
    const rows = await this.db.q().selectFrom('topics').select(['id', 'parent_id', 'name', 'position'])
      .orderBy('position').orderBy('id').execute();
    this.topicCache ??= new Map(rows.map((t) => [t.id, t]));
    return this.topicCache;
  }

  private async subjectsOf(templateId: number): Promise<number[]> {
    const rows = await this.db.q().selectFrom('template_subjects').select('topic_id').where('template_id', '=', templateId)
      .orderBy('position').orderBy('topic_id').execute();
    return rows.map((r) => r.topic_id);
  }

  /** The children of a topic, by position (the topics are read first). */
  private static childrenOf(topics: Map<number, TopicRow>, id: number): TopicRow[] {
    return [...topics.values()].filter((t) => t.parent_id === id);
  }

  private static toWire(topics: Map<number, TopicRow>, t: TopicRow): WireTopic {
    return { topicId: t.id, topicName: t.name, children: QuestionBankRepository.childrenOf(topics, t.id).map((c) => QuestionBankRepository.toWire(topics, c)) };
  }

  /** The topic trees (one root per subject) a course template offers. */
  async treeOf(templateId: number): Promise<WireTopic[]> {
    const topics = await this.topics();
    return (await this.subjectsOf(templateId)).flatMap((id) => {
      const t = topics.get(id);
      return t ? [QuestionBankRepository.toWire(topics, t)] : [];
    });
  }

  async topic(id: number): Promise<{ id: number; name: string; parentId: number | null } | undefined> {
    const t = (await this.topics()).get(id);
    return t && { id: t.id, name: t.name, parentId: t.parent_id };
  }

  /** The subject (root) of a topic. */
  async subjectOf(id: number): Promise<string> {
    const topics = await this.topics();
    let t = topics.get(id);
    while (t && t.parent_id !== null) t = topics.get(t.parent_id);
    return t?.name ?? '';
  }

  /** Whether the topic is in one of the template's subject trees. */
  async inTemplate(templateId: number, topicId: number): Promise<boolean> {
    const topics = await this.topics();
    const roots = new Set(await this.subjectsOf(templateId));
    let t = topics.get(topicId);
    while (t) {
      if (roots.has(t.id)) return true;
      t = t.parent_id === null ? undefined : topics.get(t.parent_id);
    }
    return false;
  }

  /** The topic and every topic under it. */
  async subtree(id: number): Promise<number[]> {
    const topics = await this.topics();
    const under = (t: number): number[] => [t, ...QuestionBankRepository.childrenOf(topics, t).flatMap((c) => under(c.id))];
    return topics.has(id) ? under(id) : [];
  }

  /** The question (frozen), or undefined when there is none (not cached, so unknown ids never fill the cache). */
  async question(id: number): Promise<BankQuestion | undefined> {
    const cached = this.questionCache.get(id);
    if (cached) return cached;
    const row = await this.db.q().selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();
    return row && this.remember(row as QuestionRow);
  }

  /**
   * The questions of `ids`, in that order (undefined for an unknown id): those not cached yet read in one query (per
   * IN_CHUNK ids), not one a question.
   */
  async questions(ids: readonly number[]): Promise<(BankQuestion | undefined)[]> {
    const missing = [...new Set(ids.filter((id) => !this.questionCache.has(id)))];
    for (let start = 0; start < missing.length; start += IN_CHUNK) {
      const rows = await all(this.db, sql<QuestionRow>`SELECT * FROM questions WHERE id IN (${sql.join(missing.slice(start, start + IN_CHUNK))})`);
      for (const row of rows) if (!this.questionCache.has(row.id)) this.remember(row);
    }
    return ids.map((id) => this.questionCache.get(id));
  }

  /** Questions whose topic is `topicId` or under it, by id (frozen; the list is shared, so it is read-only). */
  async questionsUnder(topicId: number): Promise<readonly BankQuestion[]> {
    const cached = this.underCache.get(topicId);
    if (cached) return cached;
    const ids = await this.subtree(topicId);
    // a topic that does not exist has no questions and is not kept
    if (ids.length === 0) return Object.freeze([]);
    const rows: QuestionRow[] = [];
    for (let start = 0; start < ids.length; start += IN_CHUNK) {
      rows.push(...await all(this.db, sql<QuestionRow>`SELECT * FROM questions WHERE topic_id IN (${sql.join(ids.slice(start, start + IN_CHUNK))})`));
    }
    rows.sort((a, b) => a.id - b.id);
    const list = Object.freeze(rows.map((r) => this.questionCache.get(r.id) ?? this.remember(r)));
    this.underCache.set(topicId, list);
    return list;
  }

  private remember(row: QuestionRow): BankQuestion {
    const q = frozen(toQuestion(row));
    this.questionCache.set(q.id, q);
    return q;
  }
}
