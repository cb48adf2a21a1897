// The redirect helper of the section roots, and the guard on redirect targets taken from a URL (direct sign-in).
import { PATHS } from '../shared/paths';
import { SIDEBAR, visibleSidebar } from './menu';
import type { CourseTabs } from './student';

const trimSlashes = (s: string): string => s.replace(/^\/+|\/+$/g, '');

/**
 * Go to parent + child when the active course allows that child; else to the first allowed child
 * of parent; else the dashboard. parent is a section (PATHS.studyRoom, PATHS.examRoom, PATHS.report); child is
 * a page of it, as its full path (PATHS.topicTests) or relative to parent ('topic-test' or '/topic-test'), or
 * undefined to take the first allowed one.
 */
export const redirectTarget = (parent: string, child: string | undefined, tabs: CourseTabs | null): string => {
  const parentHref = '/' + trimSlashes(parent);
  if (!SIDEBAR.some((item) => item.href === parentHref)) return PATHS.dashboard;
  const children = visibleSidebar(tabs).find((item) => item.href === parentHref)?.children ?? [];
  const wanted = child === undefined || child.startsWith(`${parentHref}/`) ? child : `${parentHref}/${trimSlashes(child)}`;
  const match = children.find((c) => c.href === wanted) ?? children[0];
  return match ? match.href : PATHS.dashboard;
};

/**
 * Open-redirect guard: a redirect value from the query string is used only if, once decoded, it is
 * an in-app path: it starts with a single '/', and is not protocol-relative ('//host', '/\\host'),
 * and has no control characters. Anything else (absolute URLs, 'javascript:', undecodable text) -> null.
 */
export const safeInAppPath = (raw: string | null | undefined): string | null => {
  if (!raw) return null;
  let path: string;
  try {
    path = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  return path;
};
