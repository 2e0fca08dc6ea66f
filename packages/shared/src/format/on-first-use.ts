/**
 * A value made on first use and then kept. For Intl formatters: making one costs milliseconds
 * (locale and time-zone data, several times that on a slow phone), and most screens that import a
 * formatting module use few of its formatters, so none is made while a module loads.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
