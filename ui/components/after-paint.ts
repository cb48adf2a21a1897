// Runs `fn` once the browser has shown the current frame (two animation frames, then a task: the first frame is on
// screen by the second), or after `fallbackMs` at the latest (a background tab paints no frames). For work the first
// paint does not need: a page's data calls and the chunks of its below-the-fold widgets, so they do not compete
// with it. Returns a cancel function (for an effect's cleanup).
export const afterPaint = (fn: () => void, fallbackMs = 100): (() => void) => {
  let done = false;
  let frame: number | null = null;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timeout);
    if (frame !== null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    fn();
  };
  const timeout = setTimeout(run, fallbackMs);
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      if (!done) frame = requestAnimationFrame(() => { setTimeout(run, 0); });
    });
  }
  return () => {
    if (done) return;
    done = true;
    clearTimeout(timeout);
    if (frame !== null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
  };
};
