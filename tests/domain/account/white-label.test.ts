import { describe, expect, it } from '@jest/globals';
import { logoFor, OWN_HOSTS } from '../../../domain/account/white-label';

describe('white-label logo', () => {
  it('own hosts include local, dev, uat, production, beta and preview', () => {
    expect(OWN_HOSTS).toEqual(expect.arrayContaining([
      'localhost', '127.0.0.1', 'dev.examprep.app', 'uat.examprep.app', 'examprep.app', 'beta.examprep.app', 'preview.examprep.app',
    ]));
  });
  it.each(OWN_HOSTS)('shows the product logo on %s', (host) => expect(logoFor(host)).toEqual({ kind: 'product' }));
  it('is case-insensitive', () => expect(logoFor('Beta.ExamPrep.App')).toEqual({ kind: 'product' }));
  it('shows an organisation logo built from any other host name', () => {
    expect(logoFor('learn.acme-academy.in')).toEqual({ kind: 'organisation', src: 'https://cdn.examprep.app/logos/learn.acme-academy.in.png' });
  });
  it('never builds a logo URL from something that is not a host name', () => {
    expect(logoFor('')).toEqual({ kind: 'product' });
    expect(logoFor('evil.com/../x')).toEqual({ kind: 'product' });
    expect(logoFor('a b')).toEqual({ kind: 'product' });
  });
});
