// The analytics events the app pushes onto the page's data layer (docs/analytics-events.md; the browser adapter is
// infrastructure/analytics/browser-analytics.ts). No personal data: no name, e-mail, mobile, login id, student id,
// token or free text a student typed. Ids of courses and tests are catalogue ids, not personal. Every event has
// `event` (its name) and the fields of its kind; the data layer adds `ts`.

/** The clicks the spec names (000 §7, 001 §7). */
export type ClickTarget =
  | 'sidebar'          // item: the sidebar item's id (dashboard, smart-learning, ...)
  | 'login'            // item: 'password' | 'otp'
  | 'otp_verify'
  | 'otp_resend'
  | 'test_start'       // testType
  | 'session_start'    // testType 1 with item: the mode
  | 'report_tab'       // item: the tab id
  | 'report_view'      // testType
  | 'profile'          // item: 'edit' | 'save' | 'verify_email' | 'verify_mobile' | 'upload_picture' | 'remove_picture' | 'delete_account'
  | 'feedback'         // item: 'open' | 'send'
  | 'rating'           // item: 'open' | 'send'
  | 'invite'           // item: 'open' | 'send'
  | 'tutorials'        // item: 'open' | the video id
  | 'support'          // item: 'send'
  | 'notifications';   // item: 'open'

/** The pages whose visits are tracked. */
export type VisitedPage =
  | 'dashboard' | 'profile' | 'smart-learning' | 'study-material' | 'topic-test' | 'mock-test' | 'reports'
  | 'all-courses';

export type AnalyticsEvent =
  | { readonly event: 'click'; readonly target: ClickTarget; readonly item?: string; readonly testType?: number; readonly courseId?: number }
  | { readonly event: 'page_visit'; readonly page: VisitedPage; readonly courseId?: number }
  /** the smart-learning page, every 5000 ms while the page is visible (spec 001 §7) */
  | { readonly event: 'page_heartbeat'; readonly page: VisitedPage; readonly courseId?: number; readonly visibleMs: number };

/** The smart-learning visit event's period. */
export const HEARTBEAT_MS = 5000;

const SAFE_ITEM = /^[A-Za-z0-9_-]{1,40}$/;

/** `item` values are short ids: at most 40 characters of [A-Za-z0-9_-] (menu ids are camelCase); anything else is dropped from the event. */
export function safeItem(item: string | undefined): string | undefined {
  return typeof item === 'string' && SAFE_ITEM.test(item) ? item : undefined;
}
