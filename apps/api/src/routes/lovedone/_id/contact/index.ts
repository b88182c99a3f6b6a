/**
 * lovedone/:id/contact: the next-of-kin and emergency contacts of a loved one the signed-in customer owns (404
 * with no data for any other). The calls are in lib/contact-routes.ts.
 */
import { contactRoutes } from '../../../../lib/contact-routes.ts';
import { OWNERS } from '../../../../lib/owners.ts';

export default contactRoutes(OWNERS.lovedOne);
