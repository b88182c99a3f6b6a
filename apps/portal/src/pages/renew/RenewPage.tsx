import { Stack } from '@careportal/ui';
import type { PageProps } from '../../shell/pageProps';
import { ServiceGate } from '../../features/services/ServiceGate';
import { ServiceRenewal } from '../../features/services/Renewal';

/**
 * Renew a service (/renew?serviceId=…): the same programme, offer and centre for the same person go into the
 * cart (as the registration wizard puts them there, asking first when the cart holds another person's or
 * category's programmes), and the cart review opens. A service that cannot be renewed (still held) says 'The
 * service is purchased and can not be renewed' with the way back to My Services, and the cart is not touched.
 */
export function RenewPage({ title }: PageProps) {
  return (
    <Stack space="xl">
      <h1>{title}</h1>
      <ServiceGate programme={null}>{(service) => <ServiceRenewal service={service} />}</ServiceGate>
    </Stack>
  );
}
