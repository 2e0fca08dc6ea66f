import { pathToFileURL } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import type { AuthUser } from '@aurum/shared/auth/session';
import type {
  FirstScreenData,
  FirstScreenModule,
  FirstScreenRead,
  FirstScreenRenderer,
} from '@aurum/shared/first-screen';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { PAGE_IDENTITY_COOKIE } from '../modules/auth/auth.api';

/** A first screen ready to send: its markup for `#root` and the data the app starts from. */
export interface FirstScreen {
  html: string;
  data: FirstScreenData;
}

/**
 * Loads the web build's renderer once; undefined when the build has none (e.g. not built yet).
 * The module is the shared FirstScreenModule, which the web build's entry is checked against.
 */
export function rendererLoader(file: string): () => Promise<FirstScreenRenderer | undefined> {
  let loading: Promise<FirstScreenRenderer | undefined> | undefined;
  return () =>
    (loading ??= import(pathToFileURL(file).href).then(
      (module: Partial<FirstScreenModule>) => module.renderer,
      () => undefined,
    ));
}

/**
 * One GET of the API in process, as the member: the same routes, guard, validation and scoping
 * as the app's own request, from the same address (so rate limits count it as theirs).
 */
async function readAsMember(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  read: { path: string; query?: FirstScreenRead['query'] },
): Promise<unknown> {
  const answer = await app.inject({
    method: 'GET',
    url: read.path,
    query: Object.fromEntries(
      Object.entries(read.query ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    ),
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    remoteAddress: request.ip,
  });
  return answer.statusCode === 200 ? (answer.json() as unknown) : undefined;
}

/** The user id an access token names, read without checking it (the API checks it). */
function subjectOf(token: string): string | undefined {
  try {
    return decodeJwt(token).sub;
  } catch {
    return undefined;
  }
}

/**
 * The first screen of this page for the member whose page-identity cookie the request carries
 * (ADR 031), or undefined: no cookie, a token that is not a live session's (expired, signed out,
 * revoked), a screen the server does not render, a read that does not answer, or a render the
 * app would not show as it is. Undefined sends the page as before: the app renders it itself.
 */
export async function firstScreenFor(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  renderer: FirstScreenRenderer,
): Promise<FirstScreen | undefined> {
  if (!renderer.rendersOnServer(pathname)) return undefined;
  const token = fastifyCookie.parse(request.headers.cookie ?? '')[PAGE_IDENTITY_COOKIE];
  const userId = token && subjectOf(token);
  const search = request.url.slice(pathname.length);
  const reads = userId && renderer.firstScreenReads(pathname, search, userId);
  if (!token || !userId || !reads) return undefined;
  // The screen's reads leave with the token's own check (each read checks it too); the page is
  // rendered only for the member the token is a live session of.
  const [user, ...answers] = await Promise.all([
    readAsMember(app, request, token, { path: '/auth/v1/user' }) as Promise<AuthUser | undefined>,
    ...reads.map((read) => readAsMember(app, request, token, read)),
  ]);
  if (user?.id !== userId || answers.some((data) => data === undefined)) return undefined;
  const data: FirstScreenData = {
    user,
    answers: reads.map((read, index) => ({ queryKey: read.queryKey, data: answers[index] })),
  };
  const html = await renderer.renderFirstScreen(`http://aurum.invalid${request.url}`, data);
  return html === undefined ? undefined : { html, data };
}
