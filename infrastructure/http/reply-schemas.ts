// zod/mini pieces the gateways' reply schemas share: the reply body, optional text and lists, session ids.
// zod/mini: these load with the gateways in the lazy chunks, never on the start-up path.
import * as z from 'zod/mini';
import type { Reply } from './envelope';

/**
 * A value made by `make` at the first call, then kept: a chunk's schemas built when a reply is first parsed instead of
 * when the chunk runs (its evaluation is one long task; on the signed-in pages, the container's comes right after the
 * first paint). Wrap a schema that is passed around as a schema in z.lazy(() => ...), which builds it at its first parse.
 */
export const built = <T>(make: () => T): (() => T) => {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
};

/** Text the server may leave out or send as null: ''. */
export const text = z.pipe(z.nullish(z.string()), z.transform((v) => v ?? ''));

/** A list the server may leave out or send as null: []. */
export const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(z.nullish(z.array(item)), z.transform((v: z.output<T>[] | null | undefined) => v ?? []));

/** A session id: non-blank text, or a number read as text. */
export const sessionId = z.pipe(
  z.union([z.string().check(z.trim(), z.minLength(1)), z.number()]),
  z.transform((v) => String(v)),
);

/** The reply body of every call of the reference API: { responseTxt, message, obj }. */
export const replyOf = <T extends z.ZodMiniType>(obj: T) => z.object({ responseTxt: z.string(), message: text, obj });

/** The reply body of a call with named outcomes: obj is read (and must match) only on success; any other code's obj
 *  is not read (null). */
export const outcomeReply = <T>(obj: z.ZodMiniType<T, unknown>) => z.union([
  z.pipe(
    z.object({ responseTxt: z.literal('success'), message: text, obj }),
    z.transform((r): Reply<T | null> => r),
  ),
  z.pipe(
    z.object({ responseTxt: z.string().check(z.refine((t) => t !== 'success')), message: text }),
    z.transform((r): Reply<T | null> => ({ ...r, obj: null })),
  ),
]);
