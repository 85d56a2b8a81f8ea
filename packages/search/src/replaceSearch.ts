/**
 * A copy of a search client, same prototype and fields, whose `search` is
 * `search`: how the site wraps a client without touching the one it was given.
 */
export function replaceSearch<T extends object>(client: T, search: (...args: never[]) => Promise<unknown>): T {
  return Object.assign(Object.create(Object.getPrototypeOf(client) as object) as T, client, {search});
}
