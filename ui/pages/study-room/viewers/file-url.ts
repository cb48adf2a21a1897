// The address of a study file from the signed URL an open answered (docs/api.md "Study room"): a path on the API's
// host ('/api/study-files/...') goes through mediaUrl (the API's origin when VITE_API_BASE is absolute); an absolute
// http(s) URL is used as it is; anything else (javascript:, data:, protocol-relative) is no address at all ('').
import { isSafeLinkUrl } from '../../../html/safe-html';
import { mediaUrl } from '../../../media-url';

export const studyFileUrl = (url: string): string => {
  const u = url.trim();
  if (!u || !isSafeLinkUrl(u)) return '';
  return u.startsWith('/') ? mediaUrl(u) : u;
};
