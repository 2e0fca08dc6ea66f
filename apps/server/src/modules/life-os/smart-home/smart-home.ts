import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { SealedBox } from '../../../platform/crypto/sealed-box';
import { HomeAssistantHub } from '../../../platform/home-hub/home-assistant';
import type { HomeHub } from '../../../platform/home-hub/home-hub';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import type { AuthGuard } from '../../auth/auth.api';
import { registerSmartHomeRoutes } from './smart-home.routes';
import { SmartHomeService } from './smart-home.service';

/** Wires the smart home: Home Assistant as the hub adapter, the service and its routes. */
export function registerSmartHome(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Pick<Config, 'HOME_HUB_TIMEOUT_MS' | 'HOME_HUB_NETWORKS'>;
    sealedBox: SealedBox;
    guard: AuthGuard;
    hub?: HomeHub;
  },
) {
  const { config } = deps;
  const smartHome = new SmartHomeService({
    db: deps.db,
    clock: deps.clock,
    box: deps.sealedBox,
    hub:
      deps.hub ??
      new HomeAssistantHub({
        timeoutMs: config.HOME_HUB_TIMEOUT_MS,
        networks: config.HOME_HUB_NETWORKS,
      }),
    networks: config.HOME_HUB_NETWORKS,
    limiter: new RateLimiter(deps.db),
  });
  registerSmartHomeRoutes(app, { smartHome, guard: deps.guard });
  return { smartHome };
}
