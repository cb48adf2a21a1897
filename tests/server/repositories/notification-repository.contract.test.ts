/** @jest-environment node */
// NotificationRepository on SQLite and PostgreSQL (tests/server/engines.ts): the panel's newest 50, newest first.
import { expect, it } from '@jest/globals';
import { NOTIFICATIONS_MAX, NotificationRepository } from '../../../server/repositories/notification-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

eachEngine('NotificationRepository', (engine) => {
  const repo = () => new NotificationRepository(engine.db());

  it('answers the student\'s notifications newest first, with ISO times and numeric ids; none for another student', async () => {
    const a = await addStudent(engine.db());
    const b = await addStudent(engine.db());
    expect(await repo().of(a.id)).toEqual([]);
    await repo().add(a.id, 'Older', 'First body', T0);
    await repo().add(a.id, 'Newer', 'Second body', T0 + 1000);
    await repo().add(b.id, 'Theirs', 'Body', T0 + 2000);
    const items = await repo().of(a.id);
    expect(items).toEqual([
      { id: expect.any(Number), title: 'Newer', body: 'Second body', createdAt: new Date(T0 + 1000).toISOString() },
      { id: expect.any(Number), title: 'Older', body: 'First body', createdAt: new Date(T0).toISOString() },
    ]);
    expect(items[0].id).toBeGreaterThan(items[1].id);
  });

  it('answers at most NOTIFICATIONS_MAX; equal times newest id first', async () => {
    const a = await addStudent(engine.db());
    for (let i = 0; i < NOTIFICATIONS_MAX + 10; i++) await repo().add(a.id, `Note ${i}`, 'Body', T0 + Math.floor(i / 2));
    const items = await repo().of(a.id);
    expect(items).toHaveLength(NOTIFICATIONS_MAX);
    expect(items.slice(0, 3).map((n) => n.title)).toEqual(['Note 59', 'Note 58', 'Note 57']);
    expect(items.at(-1)?.title).toBe('Note 10');
  });
});
