import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SPACE_NOT_FOUND } from '../../db/as-space-member';
import { AppError, notFound } from '../../platform/errors';

const spacePath = z.object({ spaceId: z.uuid() });
const itemPath = z.object({ spaceId: z.uuid(), id: z.uuid() });

/** The signed-in member: the relationship space is for members (providers and staff: 403). */
export function partnerOf(request: FastifyRequest) {
  const auth = request.auth!;
  if (auth.role !== 'member') {
    throw new AppError('FORBIDDEN', 'The relationship space is for members.', 403);
  }
  return { userId: auth.userId, email: auth.email };
}

/** `:spaceId` of a path: anything that is not a UUID names no space (the same 404, ADR 039). */
export function spaceIdOf(params: unknown): string {
  const parsed = spacePath.safeParse(params);
  if (!parsed.success) throw notFound(SPACE_NOT_FOUND);
  return parsed.data.spaceId;
}

/** `:spaceId` and `:id`: a bad space id is the space's 404, a bad item id the item's. */
export function itemOf(params: unknown, itemNotFound: () => AppError) {
  const spaceId = spaceIdOf(params);
  const parsed = itemPath.safeParse(params);
  if (!parsed.success) throw itemNotFound();
  return { spaceId, id: parsed.data.id };
}
