// A notice of the student panel (GET /student-panel-notifications), newest first.
export interface Notification {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  /** ISO date-time */
  readonly createdAt: string;
}
