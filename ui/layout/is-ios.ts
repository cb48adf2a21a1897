// iOS detection (Renew or Upgrade is hidden on iOS devices). iPadOS reports a Mac
// user agent, so a Mac with a touch screen counts as iOS too.
export const isIOS = (nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean =>
  /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
