/** @jest-environment node */
// UploadRepository on SQLite and PostgreSQL (tests/server/engines.ts): owners of uploaded answer images, the day's
// bytes (the quota), the files an attempt refers to, and the unattached ones the sweep removes.
import { describe, expect, it } from '@jest/globals';
import { UploadRepository } from '../../../server/repositories/upload-repository';
import { eachEngine } from '../engines';
import { addStudent } from './account-fixtures';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
let serial = 0;
const newName = (kind = 'png') => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}.${kind}`;

eachEngine('UploadRepository', (engine) => {
  const repo = () => new UploadRepository(engine.db());
  const upload = async (studentId: number, createdAt = T0, size = 100) => {
    const fileName = newName();
    await repo().add({ fileName, studentId, contentType: 'image/png', size, createdAt });
    return fileName;
  };

  it('answers a file\'s owner and type until it is removed', async () => {
    const a = await addStudent(engine.db());
    const file = newName('jpg');
    await repo().add({ fileName: file, studentId: a.id, contentType: 'image/jpeg', size: 5, createdAt: T0 });
    expect(await repo().ownerOf(file)).toEqual({ studentId: a.id, contentType: 'image/jpeg' });
    await repo().remove(file);
    expect(await repo().ownerOf(file)).toBeUndefined();
  });

  it('sums the bytes a student uploaded after a time: 0 for none, removed files and other students not counted', async () => {
    const a = await addStudent(engine.db());
    const b = await addStudent(engine.db());
    expect(await repo().bytesSince(a.id, T0 - 1)).toBe(0);
    await upload(a.id, T0, 1000);
    const removed = await upload(a.id, T0 + 1, 2000);
    await upload(a.id, T0 - 10, 4000);
    await upload(b.id, T0, 8000);
    await repo().remove(removed);
    expect(await repo().bytesSince(a.id, T0 - 1)).toBe(1000);
    expect(await repo().bytesSince(a.id, T0 - 11)).toBe(5000);
    expect(await repo().bytesSince(a.id, T0)).toBe(0);
  });

  describe('attachNamedIn and staleBefore', () => {
    it('attaches the student\'s own files named in the texts; the others stay stale', async () => {
      const a = await addStudent(engine.db());
      const b = await addStudent(engine.db());
      const [used, image, unused] = [await upload(a.id), await upload(a.id), await upload(a.id)];
      const theirs = await upload(b.id);
      await repo().attachNamedIn(a.id, [`My answer##${used}##/api/uploads/${used}`, image, `not-a-name.png ${theirs}`], T0 + 5);
      const stale = await repo().staleBefore(T0);
      expect(stale).toContain(unused);
      expect(stale).toContain(theirs);
      expect(stale).not.toContain(used);
      expect(stale).not.toContain(image);
      await repo().attachNamedIn(a.id, [], T0);
    });

    it('answers stale files uploaded at or before the time, oldest first, at most 500 a call', async () => {
      const a = await addStudent(engine.db());
      const base = T0 - 100_000_000;
      const young = await upload(a.id, base + 1);
      const files: string[] = [];
      for (let i = 0; i < 501; i++) files.push(await upload(a.id, base - 1000 + i));
      const first = await repo().staleBefore(base);
      expect(first).toHaveLength(500);
      expect(first).toEqual(files.slice(0, 500));
      expect(first).not.toContain(young);
      for (const f of first) await repo().remove(f);
      expect(await repo().staleBefore(base)).toEqual([files[500]]);
    });

    it('attaches hundreds of names from one attempt (more than one statement\'s worth)', async () => {
      const a = await addStudent(engine.db());
      const at = T0 - 200_000_000;
      const files: string[] = [];
      for (let i = 0; i < 620; i++) files.push(await upload(a.id, at));
      await repo().attachNamedIn(a.id, [files.join(' ')], T0);
      expect(await repo().staleBefore(at)).toEqual([]);
    });
  });
});
