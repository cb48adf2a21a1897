// The Get the app card: the store pages of the mobile apps (links on the mobile layout, QR codes on desktop).
export interface AppStoreLink {
  readonly store: 'Google Play' | 'App Store';
  readonly url: string;
}

/** The mobile app's id: its Android package name and its iOS bundle id. */
export const MOBILE_APP_ID = 'in.examprep.student';

/** The App Store's numeric id of the app (the App Store addresses an app by it, not by its bundle id). */
export const APP_STORE_APP_ID = '6499999999';

export const APP_STORE_LINKS: readonly AppStoreLink[] = [
  { store: 'Google Play', url: `https://play.google.com/store/apps/details?id=${MOBILE_APP_ID}` },
  { store: 'App Store', url: `https://apps.apple.com/app/id${APP_STORE_APP_ID}` },
];
