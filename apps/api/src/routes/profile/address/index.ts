/**
 * profile/address: the addresses of the signed-in customer, or of the loved one named by the `view-as` header.
 * The calls are in lib/address-routes.ts.
 */
import { addressRoutes } from '../../../lib/address-routes.ts';
import { OWNERS } from '../../../lib/owners.ts';

export default addressRoutes(OWNERS.profile);
