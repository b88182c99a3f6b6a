/**
 * profile/contact: the next-of-kin and emergency contacts of the signed-in customer, or of the loved one named by
 * the `view-as` header. The calls are in lib/contact-routes.ts.
 */
import { contactRoutes } from '../../../lib/contact-routes.ts';
import { OWNERS } from '../../../lib/owners.ts';

export default contactRoutes(OWNERS.profile);
