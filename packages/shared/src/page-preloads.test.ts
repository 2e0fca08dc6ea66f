import { describe, expect, it } from 'vitest';
import { pagePreloadsSchema, preloadsFor, type PagePreloads } from './page-preloads';
import { routeMatches } from './routes';

const table: PagePreloads = {
  app: ['/assets/mount-app-a1.js', '/assets/router-b2.js'],
  screens: {
    '/dashboard': ['/assets/dashboard-page-c3.js', '/assets/router-b2.js'],
    '/provider': ['/assets/provider-portal-route-d4.js'],
    '/provider/respond': ['/assets/provider-respond-page-e5.js'],
    '/capsule/:token': ['/assets/released-capsule-page-f6.js'],
  },
};

describe('page preloads', () => {
  it('names nothing for the landing page, which starts without the app', () => {
    expect(preloadsFor(table, '/')).toEqual([]);
  });

  it("names the app's files and the screen's, each once, the app's first", () => {
    expect(preloadsFor(table, '/dashboard')).toEqual([
      '/assets/mount-app-a1.js',
      '/assets/router-b2.js',
      '/assets/dashboard-page-c3.js',
    ]);
    expect(preloadsFor(table, '/dashboard/')).toContain('/assets/dashboard-page-c3.js');
  });

  it('tells a route from a longer one and fills in route parameters', () => {
    expect(preloadsFor(table, '/provider')).toContain('/assets/provider-portal-route-d4.js');
    expect(preloadsFor(table, '/provider/respond')).toEqual([
      ...table.app,
      '/assets/provider-respond-page-e5.js',
    ]);
    expect(preloadsFor(table, '/capsule/abc-DEF_123')).toContain(
      '/assets/released-capsule-page-f6.js',
    );
    expect(preloadsFor(table, '/capsule/abc/more')).toEqual(table.app);
  });

  it("names only the app's files for a page without a screen of its own", () => {
    expect(preloadsFor(table, '/lifestyle')).toEqual(table.app);
    expect(preloadsFor(table, '/no-such-page')).toEqual(table.app);
  });

  it('accepts only script files under /assets', () => {
    expect(pagePreloadsSchema.safeParse(table).success).toBe(true);
    for (const file of ['/assets/x.css', 'assets/x.js', '/assets/"><script>.js', '//evil/x.js'])
      expect(pagePreloadsSchema.safeParse({ app: [file], screens: {} }).success, file).toBe(false);
  });
});

describe('routeMatches', () => {
  it('matches the path itself, with or without a trailing slash, and nothing longer', () => {
    expect(routeMatches('/marketplace', '/marketplace')).toBe(true);
    expect(routeMatches('/marketplace', '/marketplace/')).toBe(true);
    expect(routeMatches('/marketplace', '/marketplace/x')).toBe(false);
    expect(routeMatches('/marketplace', '/marketplacex')).toBe(false);
    expect(routeMatches('/capsule/:token', '/capsule/t0k3n')).toBe(true);
    expect(routeMatches('/capsule/:token', '/capsule/')).toBe(false);
  });
});
