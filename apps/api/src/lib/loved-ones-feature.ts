/**
 * Loved ones as a feature, switched by the remote configuration flag `disabledLovedOne` (seed 000 section 6; GET
 * and PUT config/app; default true, the feature off). While it is on, everything that acts for or names a loved
 * one answers 403 `LOVED_ONES_DISABLED` with the catalogue's `lovedOnes.featureDisabled`:
 *
 * - every lovedone route, the loved ones' address and contact routes included ({@link withLovedOnesFeature});
 * - acting for a loved one through the `view-as` header (plugins/app/auth.ts);
 * - naming a loved one in a path, query or body (lib/owners.ts `ownedLovedOne`: a health declaration, linking,
 *   eligibility).
 *
 * The flag is read once per request, so a change through PUT config/app applies from the next request on. Other
 * routes (the cart) call {@link requireLovedOnes} when a request concerns a loved one, for the same answer.
 */
import { messages } from '@careportal/domain';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';

import { ApiError } from './errors.ts';

export const LOVED_ONES_DISABLED = 'LOVED_ONES_DISABLED';

const flags = new WeakMap<FastifyRequest, Promise<boolean>>();

/** Whether loved ones are switched off for this request (config/app `disabledLovedOne`), read once per request. */
export function lovedOnesDisabled(request: FastifyRequest): Promise<boolean> {
  let flag = flags.get(request);
  if (!flag) {
    flag = request.server.repos.config.getAppConfig().then((config) => config.disabledLovedOne);
    flags.set(request, flag);
  }
  return flag;
}

/** The 403 every loved-one call answers while the feature is off. */
export function lovedOnesDisabledError(): ApiError {
  return new ApiError({
    httpCode: 403,
    errorCode: LOVED_ONES_DISABLED,
    message: messages.lovedOnes.featureDisabled,
  });
}

/** Throws the 403 {@link lovedOnesDisabledError} when loved ones are switched off; resolves otherwise. */
export async function requireLovedOnes(request: FastifyRequest): Promise<void> {
  if (await lovedOnesDisabled(request)) throw lovedOnesDisabledError();
}

/**
 * `routes` behind the feature flag: each of their requests is refused with the 403 while the feature is off,
 * after authentication (a caller without a valid token still gets 401) and before its parameters and body are
 * read (no 400 or 404 tells anything about a loved one).
 */
export function withLovedOnesFeature(routes: FastifyPluginCallback): FastifyPluginCallback {
  return (app, _options, done) => {
    app.addHook('preValidation', requireLovedOnes);
    void app.register(routes);
    done();
  };
}
