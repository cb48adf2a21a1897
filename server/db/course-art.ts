// The course images of the demo catalogue: small SVGs made from the course id (a fixed-seed draw of shapes and a
// palette) and the course's initials. No network, no files: the seed stores them in course_images.
import { int, pick, prng } from '../shared/prng';

const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#0b3d91', '#1f6feb', '#79c0ff', '#ffd33d'],
  ['#4a148c', '#7b1fa2', '#ce93d8', '#ffb74d'],
  ['#004d40', '#00897b', '#80cbc4', '#ffee58'],
  ['#7f1d1d', '#c2410c', '#fdba74', '#fef3c7'],
  ['#1e3a5f', '#3d5a80', '#98c1d9', '#ee6c4d'],
  ['#263238', '#455a64', '#90a4ae', '#4dd0e1'],
];

const WIDTH = 320;
const HEIGHT = 180;

/** 'JEE Main Complete Course' -> 'JMC' (first letters of up to three words, letters and digits only). */
export const initialsOf = (title: string): string =>
  title.split(/\s+/).map((w) => w.replace(/[^A-Za-z0-9]/g, '')).filter(Boolean).slice(0, 3)
    .map((w) => w[0].toUpperCase()).join('') || '?';

const shape = (rng: () => number, fill: string): string => {
  const x = int(rng, 0, WIDTH);
  const y = int(rng, 0, HEIGHT);
  const size = int(rng, 24, 90);
  const opacity = (int(rng, 35, 80) / 100).toFixed(2);
  switch (int(rng, 0, 2)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`;
    case 1:
      return `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="6" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${int(rng, 0, 89)} ${x} ${y})"/>`;
    default:
      return `<polygon points="${x},${y - size} ${x + size},${y + size / 2} ${x - size},${y + size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`;
  }
};

/** The image of a course: a gradient, a few translucent shapes and the initials in a disc. */
export function courseArt(courseId: number, title: string): string {
  const rng = prng(courseId * 7919);
  const [dark, mid, light, accent] = PALETTES[courseId % PALETTES.length];
  const shapes = Array.from({ length: 7 }, () => shape(rng, pick(rng, [mid, light, accent]))).join('');
  const initials = initialsOf(title);
  const fontSize = initials.length > 2 ? 40 : 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${initials}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`
    + `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${shapes}`
    + `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="46" fill="#ffffff" fill-opacity="0.92"/>`
    + `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${dark}">${initials}</text>`
    + '</svg>';
}
