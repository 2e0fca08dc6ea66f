import * as onboardingRoutes from '@aurum/shared/onboarding/onboarding-routes';
import { onboardingSchema } from '@aurum/shared/onboarding/onboarding-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { at } from '../../platform/http/route-path';
import type { AuthGuard } from '../auth/auth.api';
import type { OnboardingService } from './onboarding.service';

export function registerOnboardingRoutes(
  app: FastifyInstance,
  onboarding: OnboardingService,
  guard: AuthGuard,
) {
  app.get(at(app, onboardingRoutes.status), { preHandler: guard }, async (request) => ({
    needs_onboarding: await onboarding.needsOnboarding(request.auth!.userId),
  }));

  app.get(at(app, onboardingRoutes.answers), { preHandler: guard }, async (request) =>
    onboarding.load(request.auth!.userId),
  );

  app.post(
    at(app, onboardingRoutes.complete),
    { schema: { body: onboardingSchema }, preHandler: guard, bodyLimit: 64 * 1024 },
    async (request) => {
      const data = parseInput(onboardingSchema, request.body);
      const { user } = request.auth!;
      await onboarding.complete(
        { userId: user.id, email: user.email, metadataName: user.user_metadata.name },
        data,
      );
      return { needs_onboarding: false };
    },
  );
}
