/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { APP_STORE_LINKS, MOBILE_APP_ID } from '../../../domain/dashboard/app-links';

describe('the Get the app card\'s store links', () => {
  it('lists Google Play (by the app id) and the App Store, as https addresses of the stores', () => {
    expect(APP_STORE_LINKS.map((l) => l.store)).toEqual(['Google Play', 'App Store']);
    expect(APP_STORE_LINKS[0].url).toBe(`https://play.google.com/store/apps/details?id=${MOBILE_APP_ID}`);
    expect(MOBILE_APP_ID).toBe('in.examprep.student');
    expect(new URL(APP_STORE_LINKS[1].url)).toMatchObject({ protocol: 'https:', hostname: 'apps.apple.com' });
    expect(APP_STORE_LINKS[1].url).toMatch(/\/app\/id\d+$/);
  });
});
