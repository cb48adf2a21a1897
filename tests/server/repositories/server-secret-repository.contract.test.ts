/** @jest-environment node */
// ServerSecretRepository on SQLite and PostgreSQL (tests/server/engines.ts): a secret is made once, by the first
// writer, and every later read (any instance) answers that one.
import { expect, it, jest } from '@jest/globals';
import { ServerSecretRepository } from '../../../server/repositories/server-secret-repository';
import { eachEngine } from '../engines';

eachEngine('ServerSecretRepository', (engine) => {
  const repo = () => new ServerSecretRepository(engine.db());

  it('makes a secret the first time and answers the stored one after, without making another', async () => {
    const create = jest.fn(() => 'first-value');
    expect(await repo().secret('study-files', create)).toBe('first-value');
    const again = jest.fn(() => 'second-value');
    expect(await repo().secret('study-files', again)).toBe('first-value');
    expect(create).toHaveBeenCalledTimes(1);
    expect(again).not.toHaveBeenCalled();
    expect(await repo().secret('guest-delivery', () => 'other')).toBe('other');
  });

  it('two instances making the same secret at once agree on the first one written', async () => {
    const values = await Promise.all(Array.from({ length: 6 }, (_, i) => new ServerSecretRepository(engine.db()).secret('raced', () => `value-${i}`)));
    expect(new Set(values).size).toBe(1);
    expect(await repo().secret('raced', () => 'late')).toBe(values[0]);
  });
});
