// The guest trial's links (spec 001 §2): what a link carries from /guest-testbegin to /guest-testsimulator. Apart from
// paths.ts (the paths themselves stay there) so that the entry chunk, which holds paths.ts, does not carry them: only
// the wizard, the guest simulator and the public course list use them.
import { PATHS, withQuery } from './paths';

/** What a guest test link carries from /guest-testbegin to /guest-testsimulator (spec 001 §2), in that order. */
export const GUEST_LINK_KEYS = [
  'courseUrl', 'courseId', 'utm_source', 'device_type', 'testUid', 'testType', 'assessmentMode', 'searchFlag', 'searchQuery', 'topicId',
] as const;

export type GuestLinkKey = (typeof GUEST_LINK_KEYS)[number];

/** A guest test link's values, as given (parsing and validation are the simulator's: ui/simulator/simulator-params.ts). */
export type GuestLink = Partial<Record<GuestLinkKey, string | number>>;

/** The values of a query string that a guest link carries (others are dropped; empty values too). */
export const guestLinkOf = (search: string): GuestLink => {
  const q = new URLSearchParams(search);
  const link: GuestLink = {};
  for (const key of GUEST_LINK_KEYS) {
    const v = q.get(key)?.trim();
    if (v) link[key] = v.slice(0, 500);
  }
  return link;
};

/** The guest wizard for a link (a catalogue card's "Try a free test", a shared link). */
export const guestTestBeginPath = (link: GuestLink): string =>
  withQuery(PATHS.guestTestBegin, Object.fromEntries(GUEST_LINK_KEYS.map((k) => [k, link[k]])));

/** The guest simulator: Start Test of the wizard carries the link over unchanged. */
export const guestSimulatorPath = (link: GuestLink): string =>
  withQuery(PATHS.guestTestSimulator, Object.fromEntries(GUEST_LINK_KEYS.map((k) => [k, link[k]])));
