/**
 * lovedone/:id/contact: the next-of-kin and emergency contacts of a loved one the signed-in customer owns. A
 * loved one that is not theirs (or does not exist) is 404 with no data, as for lovedone/:id/address. The calls
 * are in lib/contact-routes.ts.
 */
import { z } from 'zod';

import { contactRoutes } from '../../../../lib/contact-routes.ts';
import { notFound } from '../../../../lib/errors.ts';
import { LOVED_ONE_NOT_FOUND } from '../address/index.ts';

const LOVED_ONE_ID_INVALID = 'The loved one id is not valid.';

export default contactRoutes({
  tag: 'lovedone',
  whose: 'a loved one of the signed-in customer',
  params: z.object({ id: z.guid({ error: LOVED_ONE_ID_INVALID }) }),
  ownerOf: async (request, params) => {
    const customer = request.auth?.customer;
    if (!customer) throw new Error('authenticate did not run');
    const lovedOne = await request.server.repos.customers.findOwnedLovedOne(customer.id, params.id);
    if (!lovedOne) throw notFound(LOVED_ONE_NOT_FOUND);
    return { lovedOneId: lovedOne.id };
  },
});
