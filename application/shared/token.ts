// A typed service token: a Symbol that also names, as a phantom construct signature, the type bound to it. The
// container's typed lookups (`get`, `bind`) infer that type from it, so the composition root resolves a port or a
// use case without a cast, and application/ knows nothing of the container that reads the tokens.
export type Token<T> = symbol & (abstract new (...args: never) => T);

export const token = <T>(name: string): Token<T> => Symbol.for(name) as Token<T>;
