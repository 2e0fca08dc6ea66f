import { MEMBER_ROUTES, PUBLIC_ROUTES, STANDALONE_ROUTES } from '@aurum/shared/routes';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens';

describe('the screens', () => {
  it('each have a place in the route table, which the layout check of the browser tests opens', () => {
    const routeTable = [
      ...PUBLIC_ROUTES,
      ...Object.keys(MEMBER_ROUTES),
      ...Object.keys(STANDALONE_ROUTES),
    ];
    expect(
      SCREENS.map(({ route }) => route).filter((route) => !routeTable.includes(route)),
    ).toEqual([]);
  });
});
