import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler, SERVICE_UNAVAILABLE_MESSAGE } from './error-handler';

const appThrowing = (error: unknown) => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw error;
  });
  return app;
};

describe('the error handler', () => {
  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const res = await appThrowing(
      Object.assign(new Error('Failed query: select 1'), { cause: lost }),
    ).inject('/fails');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_UNAVAILABLE_MESSAGE,
    });
  });

  it('keeps 500 with the generic message for a fault of the code', async () => {
    const res = await appThrowing(new TypeError('x is undefined')).inject('/fails');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json().code).toBe('GENERIC_ERROR');
  });
});
