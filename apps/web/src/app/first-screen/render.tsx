/**
 * The server build's entry (ADR 031): renders a member's first screen to markup, with the same
 * components, routes and query keys as the app, so the app's first render matches it. Built by
 * `vite build --ssr` into dist-server/ and loaded by the server (apps/server/src/web/first-screen.ts).
 * Nothing here may keep state between calls: one process renders for every member.
 */
import type { FirstScreenData, FirstScreenRenderer } from '@aurum/shared/first-screen';
import { StrictMode } from 'react';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { onboardingStatusRead } from '../../features/onboarding/api/get-onboarding-status';
import { AppProviders, createQueryClient } from '../providers';
import { appRoutes } from '../router';
import { firstScreenReads, rendersOnServer } from './first-screen-reads';
import { seedFirstScreen } from './seed-first-screen';

/** Whether the answers say the member has onboarded (the gate sends anyone else to /onboarding). */
function onboarded({ user, answers }: FirstScreenData): boolean {
  const statusKey = JSON.stringify(onboardingStatusRead(user.id).queryKey);
  const status = answers.find((answer) => JSON.stringify(answer.queryKey) === statusKey);
  const data = status?.data as { needs_onboarding?: unknown } | undefined;
  return data?.needs_onboarding === false;
}

async function renderFirstScreen(url: string, data: FirstScreenData): Promise<string | undefined> {
  if (!onboarded(data)) return undefined;
  const client = createQueryClient();
  if (!seedFirstScreen(client, data, new URL(url))) return undefined;
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

export const renderer: FirstScreenRenderer = {
  rendersOnServer,
  firstScreenReads,
  renderFirstScreen,
};
