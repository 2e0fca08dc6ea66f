/**
 * The server build's entry (ADR 031): renders a member's first screen to markup, with the same
 * components, routes and query keys as the app, so the app's first render matches it. Built by
 * `vite build --ssr` into dist-server/ and loaded by the server (apps/server/src/web/first-screen.ts).
 * Nothing here may keep state between calls: one process renders for every member.
 */
import type {
  FirstScreenData,
  FirstScreenModule,
  FirstScreenRenderer,
} from '@aurum/shared/first-screen';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { onboardingStatusRead } from '../../features/onboarding/api/get-onboarding-status';
import { AppProviders, createQueryClient } from '../providers';
import { appRoutes } from '../router';
import { firstScreenReads, rendersOnServer } from './first-screen-reads';
import type * as thisModule from './render';
import { seedFirstScreen } from './seed-first-screen';

/** Whether the seeded status says the member has onboarded (the gate sends anyone else away). */
function onboarded(client: QueryClient, userId: string): boolean {
  const status = client.getQueryData<{ needs_onboarding?: unknown }>(
    onboardingStatusRead(userId).queryKey,
  );
  return status?.needs_onboarding === false;
}

async function renderFirstScreen(url: string, data: FirstScreenData): Promise<string | undefined> {
  const client = createQueryClient();
  if (!seedFirstScreen(client, data, new URL(url)) || !onboarded(client, data.user.id)) {
    return undefined;
  }
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Synchronous: renders never interleave, and a component that would suspend fails the render
  // (the page is then sent without a first screen) instead of waiting.
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders client={client} knownUser={data.user}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return html.trim() === '' ? undefined : html;
  } finally {
    client.clear();
  }
}

export const renderer = {
  rendersOnServer,
  firstScreenReads,
  renderFirstScreen,
} satisfies FirstScreenRenderer;

/**
 * The server loads this module's build as a FirstScreenModule (apps/server/src/web/first-screen.ts,
 * ADR 044): this line fails the web's type check when the module stops being one (an export
 * renamed, a signature changed), as the server's check fails when it asks for something else.
 */
export type IsFirstScreenModule = Expect<
  typeof thisModule extends FirstScreenModule ? true : false
>;
type Expect<T extends true> = T;
