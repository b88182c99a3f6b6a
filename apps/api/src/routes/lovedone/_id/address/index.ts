/**
 * lovedone/:id/address: the addresses of a loved one the signed-in customer owns (404 with no data for any other).
 * The calls are in lib/address-routes.ts.
 */
import { addressRoutes } from '../../../../lib/address-routes.ts';
import { OWNERS } from '../../../../lib/owners.ts';

export default addressRoutes(OWNERS.lovedOne);
