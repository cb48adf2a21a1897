// The release the What's New card and the release-notes modal announce.
export const RELEASE = {
  version: 'v1.0.0',
  date: 'Sep 24, 2025',
  isoDate: '2025-09-24',
  notes: ['The mock test simulator now requires full-screen mode. Your test opens full screen when it starts.'],
} as const;
