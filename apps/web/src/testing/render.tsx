import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext, type AuthContextValue } from '../features/auth/utils/auth-context';
import { makeSession } from './fetch-mock';

export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const session = makeSession();
  return {
    session,
    user: session.user,
    loading: false,
    signOut: () => Promise.resolve(),
    ...overrides,
  };
}

export const signedOut = (): AuthContextValue =>
  authValue({ session: null, user: null, loading: false });

/**
 * Renders routes in a memory router with a fresh query client and a given auth state; `strict`
 * wraps it all in StrictMode, as main.ts does (mount, unmount, mount again in development).
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    auth = authValue(),
    strict = false,
  }: { path?: string; auth?: AuthContextValue; strict?: boolean } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router };
}

/** Renders one element at a path, with the routes it may navigate to showing their path. */
export function renderAt(
  element: ReactNode,
  options: { path?: string; auth?: AuthContextValue } = {},
) {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>Now at another page</p> },
    ],
    options,
  );
}
