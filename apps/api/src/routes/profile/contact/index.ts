/**
 * profile/contact: the next-of-kin and emergency contacts of the signed-in customer, or of the loved one named
 * by the `view-as` header (the auth hook has already checked that the customer owns it). The calls are in
 * lib/contact-routes.ts.
 */
import { z } from 'zod';

import { contactRoutes } from '../../../lib/contact-routes.ts';

export default contactRoutes({
  tag: 'profile',
  whose: 'the signed-in customer (or the view-as loved one)',
  params: z.object({}),
  ownerOf: (request) => {
    const auth = request.auth;
    if (!auth?.customer) throw new Error('authenticate did not run');
    return Promise.resolve(auth.viewAs ? { lovedOneId: auth.viewAs.id } : { customerId: auth.customer.id });
  },
});
