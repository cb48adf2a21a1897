/** @jest-environment node */
// QuestionBankRepository on SQLite and PostgreSQL (tests/server/engines.ts): the topic trees a template offers, a
// topic's subject and subtree, and the questions (by id, by ids, under a topic), read once and kept frozen.
import { beforeAll, expect, it } from '@jest/globals';
import { QuestionBankRepository } from '../../../server/repositories/question-bank-repository';
import { eachEngine } from '../engines';
import { addQuestion, addQuestions, addSubjects, addTopic } from './bank-fixtures';

eachEngine('QuestionBankRepository', (engine) => {
  const repo = () => new QuestionBankRepository(engine.db());
  // Physics (mechanics (kinematics), optics), Chemistry; template 5001 offers Chemistry then Physics, 5002 Chemistry
  let physics: number, mechanics: number, kinematics: number, optics: number, chemistry: number;
  let inKinematics: number[], inOptics: number[], inPhysics: number, inChemistry: number;
  beforeAll(async () => {
    const db = engine.db();
    physics = await addTopic(db, 'Physics');
    chemistry = await addTopic(db, 'Chemistry');
    // positions out of insertion order: children are read by position
    optics = await addTopic(db, 'Optics', physics, 2);
    mechanics = await addTopic(db, 'Mechanics', physics, 1);
    kinematics = await addTopic(db, 'Kinematics', mechanics, 0);
    await addSubjects(db, 5001, [chemistry, physics]);
    await addSubjects(db, 5002, [chemistry]);
    inOptics = await addQuestions(db, optics, 2);
    inKinematics = await addQuestions(db, kinematics, 3, { difficulty: 5 });
    inPhysics = await addQuestion(db, physics, {
      questionType: 'MTF', typeLabel: 'Match', body: 'Match them', commonData: 'Shared', correctResponse: '1~2',
      columns: [{ columnHeader: 'A', columnRows: [{ rowId: 'r1', rowName: 'One' }] }],
      choices: [{ responseId: '1', responseText: 'x', partMarks: 0.5 }], explanation: 'Because', solution: '<p>S</p>', difficulty: 1, bloomId: 4,
    });
    inChemistry = await addQuestion(db, chemistry);
  }, 60_000);

  it('answers the topic trees of a template, subjects in its order and children by position', async () => {
    expect(await repo().treeOf(5001)).toEqual([
      { topicId: chemistry, topicName: 'Chemistry', children: [] },
      { topicId: physics, topicName: 'Physics', children: [
        { topicId: mechanics, topicName: 'Mechanics', children: [{ topicId: kinematics, topicName: 'Kinematics', children: [] }] },
        { topicId: optics, topicName: 'Optics', children: [] },
      ] },
    ]);
    expect(await repo().treeOf(9999)).toEqual([]);
  });

  it('answers a topic, its subject, whether a template offers it and its subtree', async () => {
    const r = repo();
    expect(await r.topic(kinematics)).toEqual({ id: kinematics, name: 'Kinematics', parentId: mechanics });
    expect(await r.topic(physics)).toEqual({ id: physics, name: 'Physics', parentId: null });
    expect(await r.topic(999_999)).toBeUndefined();
    expect(await r.subjectOf(kinematics)).toBe('Physics');
    expect(await r.subjectOf(chemistry)).toBe('Chemistry');
    expect(await r.subjectOf(999_999)).toBe('');
    expect(await r.inTemplate(5001, kinematics)).toBe(true);
    expect(await r.inTemplate(5002, kinematics)).toBe(false);
    expect(await r.inTemplate(5002, chemistry)).toBe(true);
    expect(await r.inTemplate(5001, 999_999)).toBe(false);
    expect(await r.subtree(physics)).toEqual([physics, mechanics, kinematics, optics]);
    expect(await r.subtree(optics)).toEqual([optics]);
    expect(await r.subtree(999_999)).toEqual([]);
  });

  it('answers a question with every field, frozen, the same object at the next read', async () => {
    const r = repo();
    const q = await r.question(inPhysics);
    expect(q).toEqual({
      id: inPhysics, itemId: expect.any(Number), topicId: physics, questionType: 'MTF', typeLabel: 'Match', body: 'Match them',
      commonData: 'Shared', columns: [{ columnHeader: 'A', columnRows: [{ rowId: 'r1', rowName: 'One' }] }],
      choices: [{ responseId: '1', responseText: 'x', partMarks: 0.5 }], correctResponse: '1~2', explanation: 'Because',
      solution: '<p>S</p>', difficulty: 1, bloomId: 4,
    });
    expect(Object.isFrozen(q)).toBe(true);
    expect(Object.isFrozen(q?.columns[0].columnRows[0])).toBe(true);
    expect(Object.isFrozen(q?.choices[0])).toBe(true);
    expect(await r.question(inPhysics)).toBe(q);
    expect(await r.question(999_999)).toBeUndefined();
  });

  it('answers the questions of ids in their order, undefined for an unknown one, more than one query takes', async () => {
    const r = repo();
    const cached = await r.question(inChemistry);
    const ids = [inKinematics[2], 999_999, inChemistry, inOptics[0], inKinematics[2]];
    const found = await r.questions(ids);
    expect(found.map((q) => q?.id)).toEqual([inKinematics[2], undefined, inChemistry, inOptics[0], inKinematics[2]]);
    expect(found[2]).toBe(cached);
    expect(found[0]).toBe(await r.question(inKinematics[2]));
    expect(await r.questions([])).toEqual([]);
    const many = [...Array.from({ length: 1200 }, (_, i) => 2_000_000 + i), inOptics[1]];
    expect((await r.questions(many)).filter(Boolean).map((q) => q?.id)).toEqual([inOptics[1]]);
  });

  it('answers the questions under a topic by id (frozen, shared), none under an unknown topic', async () => {
    const r = repo();
    const under = await r.questionsUnder(physics);
    expect(under.map((q) => q.id)).toEqual([...inOptics, ...inKinematics, inPhysics].sort((a, b) => a - b));
    expect(Object.isFrozen(under)).toBe(true);
    expect(await r.questionsUnder(physics)).toBe(under);
    expect((await r.questionsUnder(mechanics)).map((q) => q.id)).toEqual(inKinematics);
    expect((await r.questionsUnder(mechanics))[0]).toBe(under.find((q) => q.id === inKinematics[0]));
    expect(await r.questionsUnder(999_999)).toEqual([]);
  });
});
