import type { FirstScreenData, FirstScreenRead } from '@aurum/shared/first-screen';
import type { QueryClient } from '@tanstack/react-query';
import { firstScreenReads } from './first-screen-reads';

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts a first screen's answers where the screen's queries look for them (server render and app
 * alike), a paged query's answer as its first page. Answers are taken only when they are the
 * reads this address makes for this member, key by key; anything else is left out.
 */
export function seedFirstScreen(
  client: QueryClient,
  { user, answers }: FirstScreenData,
  location: { pathname: string; search: string },
): boolean {
  const reads: FirstScreenRead[] =
    firstScreenReads(location.pathname, location.search, user.id) ?? [];
  const matches =
    reads.length === answers.length &&
    reads.every((read, index) => sameKey(read.queryKey, answers[index]!.queryKey));
  if (!matches) return false;
  reads.forEach((read, index) => {
    const { data } = answers[index]!;
    client.setQueryData(
      read.queryKey,
      read.firstPage ? { pages: [data], pageParams: [read.firstPage.pageParam] } : data,
    );
  });
  return true;
}
