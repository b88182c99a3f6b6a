import { zodResolver } from '@hookform/resolvers/zod';
import { linkingRequestSchema, type LinkingRequest, type LinkingRequestInput } from '@careportal/domain';
import type { Resolver } from 'react-hook-form';

/** The domain's rule for the linking form, and zodResolver for it: a chunk the page loads with its first check. */
export const schema = linkingRequestSchema;
export const base: Resolver<LinkingRequestInput, unknown, LinkingRequest> = zodResolver(linkingRequestSchema);
