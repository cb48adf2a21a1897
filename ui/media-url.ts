// The address of a file the server serves outside the API (tutorial videos, captions, posters, documents, like the
// course images at /media/courses): the path on the API's host. With an absolute VITE_API_BASE
// ('https://api.example/api') that host's origin is used; otherwise the app's own origin. Media need no
// authentication, so <video>, <track> and <img> load them directly.
const apiOrigin = (): string => {
  const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
  try {
    return /^https?:\/\//.test(base) ? new URL(base).origin : '';
  } catch {
    return '';
  }
};

export const mediaUrl = (path: string): string => `${apiOrigin()}${path}`;
