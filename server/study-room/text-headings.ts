// The table of contents of a Text item as GET /smartlearning-details sends it (docs/api.md "Study room"): the HTML
// with an id on every h1..h6 heading, and the headings' links { tag, id, title } in document order. A heading keeps
// its id when it has a usable one (not empty, no white space, not an earlier heading's); otherwise it gets `toc-` +
// a slug of its title, -2, -3 ... while taken by a heading or another element (the rule of domain/study-room/toc.ts,
// so the app keeps the ids it receives).
import type { ContentLink } from '../../domain/study-room/content';

/** An opening tag's attributes: quoted values may hold '>'. */
const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const HEADING = new RegExp(`<h([1-6])(?=[\\s>/])${ATTRIBUTES}>([\\s\\S]*?)</h\\1\\s*>`, 'gi');
/** An id attribute (not data-id and the like: white space or the start before it). */
const ID_ATTRIBUTE = /(^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const ANY_ID = new RegExp(`<[a-z][a-z0-9-]*${ATTRIBUTES}>`, 'gi');

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The common character references decoded (&amp; &lt; &gt; &quot; &apos; &nbsp; and numeric ones). */
const decodeEntities = (html: string): string =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The text of an HTML fragment: comments and tags removed, the common entities decoded, white space collapsed. */
export const textOf = (html: string): string =>
  decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();

const idIn = (attributes: string): string | undefined => {
  const m = ID_ATTRIBUTE.exec(attributes);
  return m ? decodeEntities(m[2] ?? m[3] ?? m[4] ?? '') : undefined;
};

const slugOf = (title: string): string =>
  title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML with an id on every heading, and the headings as links in document order. */
export function headingsOf(html: string): { html: string; links: ContentLink[] } {
  // ids of elements that are not headings are taken too: a new heading id must not clash with them
  const others = new Set<string>();
  for (const m of html.matchAll(ANY_ID)) {
    if (/^<h[1-6](?=[\s>/])/i.test(m[0])) continue;
    const id = idIn(m[1]);
    if (id) others.add(id);
  }
  const used = new Set<string>();
  const links: ContentLink[] = [];
  const withIds = html.replace(HEADING, (_whole, level: string, attributes: string, inner: string) => {
    const title = textOf(inner);
    const own = idIn(attributes);
    let id = own;
    // usable: not empty, no white space (an HTML id), not an earlier heading's
    if (!id || /\s/.test(id) || used.has(id)) {
      const base = `toc-${slugOf(title)}`;
      id = base;
      for (let n = 2; used.has(id) || others.has(id); n++) id = `${base}-${n}`;
    }
    used.add(id);
    links.push({ tag: `h${level}`, id, title });
    const kept = id === own ? attributes : ` id="${escapeAttribute(id)}"${attributes.replace(ID_ATTRIBUTE, '$1').replace(/\s+$/, '')}`;
    return `<h${level}${kept}>${inner}</h${level}>`;
  });
  return { html: withIds, links };
}
