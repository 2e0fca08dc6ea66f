/** A tab's address value: its spec name in lower case, words joined by '-' ('Quick Actions' -> 'quick-actions'). */
export const tabValueOf = (name: string) => name.toLowerCase().replaceAll(' ', '-');

/** The tab an address opens (`?tab=`) when it names one of these, else the first. */
export function addressTabOf(names: readonly string[], params: URLSearchParams): string {
  const asked = params.get('tab');
  const values = names.map(tabValueOf);
  return asked !== null && values.includes(asked) ? asked : values[0]!;
}
