// The profile picture's rules: which files Upload New sends (spec 000 §5 "image files only"; the server keeps PNG,
// JPEG and WebP, judged by content) and the name the server knows a stored picture by.

/** The picture types the server keeps. */
export const PICTURE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

const PICTURE_EXTENSIONS = /\.(png|jpe?g|webp)$/i;

/** A PNG, JPEG or WebP file by its declared type; a file the browser gave no type is judged by its name. */
export const isPictureFile = (file: { readonly name: string; readonly type: string }): boolean =>
  file.type === '' ? PICTURE_EXTENSIONS.test(file.name) : PICTURE_TYPES.includes(file.type.toLowerCase());

/**
 * The file name of the stored picture at `url` (the profilePic the server gave, e.g. '/api/profile-pics/ab12.png' or an
 * absolute address): its last path segment, without query or fragment. '' when there is none.
 */
export const pictureFileName = (url: string): string => {
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};
