/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isPictureFile, pictureFileName } from '../../../domain/profile/profile-picture';

describe('isPictureFile: image files only (PNG, JPEG, WebP)', () => {
  it.each([
    ['me.png', 'image/png'], ['me.jpg', 'image/jpeg'], ['me.webp', 'image/webp'], ['ME.PNG', 'IMAGE/PNG'],
  ])('%s (%s) is a picture', (name, type) => {
    expect(isPictureFile({ name, type })).toBe(true);
  });

  it.each([
    ['me.gif', 'image/gif'], ['me.svg', 'image/svg+xml'], ['cv.pdf', 'application/pdf'], ['me.png', 'text/plain'],
  ])('%s (%s) is not', (name, type) => {
    expect(isPictureFile({ name, type })).toBe(false);
  });

  it('a file without a type is judged by its name', () => {
    expect(isPictureFile({ name: 'me.jpeg', type: '' })).toBe(true);
    expect(isPictureFile({ name: 'me.heic', type: '' })).toBe(false);
  });
});

describe('pictureFileName: the stored picture\'s name', () => {
  it('is the last path segment of the address, without query or fragment', () => {
    expect(pictureFileName('/api/profile-pics/ab12cd.png')).toBe('ab12cd.png');
    expect(pictureFileName('https://api.example.in/api/profile-pics/ab12cd.webp?v=2#x')).toBe('ab12cd.webp');
    expect(pictureFileName('ab12cd.jpg')).toBe('ab12cd.jpg');
    expect(pictureFileName('/api/profile-pics/a%20b.png')).toBe('a b.png');
  });

  it("is '' for no address", () => {
    expect(pictureFileName('')).toBe('');
    expect(pictureFileName('/api/profile-pics/')).toBe('');
  });
});
