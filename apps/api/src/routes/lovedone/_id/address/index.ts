/**
 * lovedone/:id/address: the addresses of a loved one the signed-in customer owns (404 with no data for any other;
 * 403 while loved ones are switched off, lib/loved-ones-feature.ts). The calls are in lib/address-routes.ts.
 */
import { addressRoutes } from '../../../../lib/address-routes.ts';
import { withLovedOnesFeature } from '../../../../lib/loved-ones-feature.ts';
import { OWNERS } from '../../../../lib/owners.ts';

export default withLovedOnesFeature(addressRoutes(OWNERS.lovedOne));
