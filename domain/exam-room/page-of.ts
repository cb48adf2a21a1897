// A list shown a page at a time (the class tests).

/** The rows of one page (1-based, clamped into range) of a list, and the page count (at least 1). */
export const pageOf = <T,>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number; pages: number } => {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
};
