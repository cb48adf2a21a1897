/** @jest-environment node */
// ProfilePictureRepository on SQLite and PostgreSQL (tests/server/engines.ts): who owns each stored picture file.
import { expect, it } from '@jest/globals';
import { ProfilePictureRepository } from '../../../server/repositories/profile-picture-repository';
import { eachEngine } from '../engines';
import { addStudent, rejectionOf } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const name = (n: number, kind = 'png') => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.${kind}`;

eachEngine('ProfilePictureRepository', (engine) => {
  const repo = () => new ProfilePictureRepository(engine.db());

  it('adds pictures, answers their owner and type, lists a student\'s files oldest first, and removes one', async () => {
    const a = await addStudent(engine.db());
    const b = await addStudent(engine.db());
    await repo().add({ fileName: name(2), studentId: a.id, contentType: 'image/png', size: 100, createdAt: T0 + 10 });
    await repo().add({ fileName: name(1, 'webp'), studentId: a.id, contentType: 'image/webp', size: 200, createdAt: T0 });
    await repo().add({ fileName: name(3, 'jpg'), studentId: b.id, contentType: 'image/jpeg', size: 300, createdAt: T0 });
    expect(await repo().ownerOf(name(2))).toEqual({ studentId: a.id, contentType: 'image/png' });
    expect(await repo().ownerOf(name(99))).toBeUndefined();
    expect(await repo().filesOf(a.id)).toEqual([name(1, 'webp'), name(2)]);
    expect(await repo().filesOf(b.id)).toEqual([name(3, 'jpg')]);
    await repo().remove(name(1, 'webp'));
    await repo().remove(name(98)); // not there: nothing happens
    expect(await repo().filesOf(a.id)).toEqual([name(2)]);
    expect(await repo().ownerOf(name(1, 'webp'))).toBeUndefined();
  });

  it('a file name is stored once', async () => {
    const a = await addStudent(engine.db());
    await repo().add({ fileName: name(10), studentId: a.id, contentType: 'image/png', size: 1, createdAt: T0 });
    await rejectionOf(repo().add({ fileName: name(10), studentId: a.id, contentType: 'image/png', size: 1, createdAt: T0 }));
    expect(await repo().filesOf(a.id)).toEqual([name(10)]);
  });
});
