import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Which answers get an access-log line: every one, only 4xx and 5xx, or none. */
export const ACCESS_LOG_MODES = ['all', 'errors', 'off'] as const;
export type AccessLogMode = (typeof ACCESS_LOG_MODES)[number];

/**
 * One line per answered request at info (method, masked URL, address, status, time) in place of
 * Fastify's two ("incoming request", "request completed"). ACCESS_LOG=errors keeps only the 4xx
 * and 5xx answers, off none; errors are still logged where they happen, whatever the mode.
 */
export class AccessLog extends LogController {
  private minStatus: number;

  constructor(mode: AccessLogMode) {
    super();
    this.minStatus = mode === 'all' ? 0 : mode === 'errors' ? 400 : Infinity;
  }

  override incomingRequest() {}

  /** The access line of the 404 says it. */
  override routeNotFound() {}

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    res: FastifyReply,
  ) {
    if (error) {
      res.log.error({ req, res, err: error, responseTime: res.elapsedTime }, 'request errored');
    } else if (res.statusCode >= this.minStatus) {
      res.log.info({ req, res, responseTime: res.elapsedTime }, 'request completed');
    }
  }
}
