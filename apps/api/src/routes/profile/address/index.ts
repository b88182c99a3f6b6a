/**
 * profile/address: the addresses of the signed-in customer, or of the loved one named by the `view-as` header
 * (the auth hook has already checked that the customer owns it). The calls are in lib/address-routes.ts.
 */
import { z } from 'zod';

import { addressRoutes } from '../../../lib/address-routes.ts';

export default addressRoutes({
  tag: 'profile',
  whose: 'the signed-in customer (or the view-as loved one)',
  params: z.object({}),
  ownerOf: (request) => {
    const auth = request.auth;
    if (!auth?.customer) throw new Error('authenticate did not run');
    return Promise.resolve(auth.viewAs ? { lovedOneId: auth.viewAs.id } : { customerId: auth.customer.id });
  },
});
