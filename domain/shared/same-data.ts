// Structural equality of plain data (what JSON holds: null, booleans, numbers, strings, arrays, plain objects), whatever
// the order of an object's keys. Use cases use it to answer what they hold when a refresh brings the same data again,
// so that the stores keep it and the views reading it do not render again (docs/performance.md "Lighthouse").

/** Whether a and b hold the same plain data; numbers compare with Object.is (NaN equals NaN, 0 differs from -0). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) if (!Object.hasOwn(y, k) || !sameData(x[k], y[k])) return false;
  return true;
}
