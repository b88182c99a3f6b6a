/**
 * The public programme showcases (issue 17; seed 001 sections 2, 3 and 7): anyone may read them. Rate-limited
 * per route and IP like every route under /public/ (plugins/external/rate-limit.ts).
 *
 * - GET showcases: every showcase, in page order, with its slug, id, name and icon (the home page links to them).
 * - GET showcases/{slugOrId}: one showcase by its readable slug or its GUID; 404 for any other value. Its
 *   content is the set the seed stored (db/showcase-content.ts); its locations are centres, with their address
 *   parts and map region; its next runs are the programme's runs at those centres that start today or later,
 *   by term, centre and offering, at most RUNS_LIST_LIMIT.
 */
import {
  formatShowcaseAddress,
  messages,
  publicShowcaseSchema,
  RUNS_LIST_LIMIT,
  showcaseListSchema,
  showcaseSlugOrIdSchema,
  singaporeIsoDate,
  type MarkerRegion,
  type ProgrammeShowcase,
  type PublicShowcase,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelopeSchema, errorResponses, ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ShowcaseCentre } from '../../../repositories/showcases.ts';

const tags = ['public', 'showcases'];

/** The stored content: everything of the entry but its id, name, locations and regions. */
type StoredContent = Omit<ProgrammeShowcase, 'id' | 'name' | 'locations' | 'markerRegions'>;

function location(c: ShowcaseCentre): PublicShowcase['locations'][number] {
  return {
    name: c.name,
    detail: formatShowcaseAddress(c).join(', '),
    postalCode: c.postalCode,
    region: c.region as MarkerRegion,
    location: [c.latitude, c.longitude],
    address: {
      block: c.block,
      street: c.street,
      level: c.level,
      unit: c.unit,
      building: c.building,
      postalCode: c.postalCode,
    },
  };
}

const hhmm = (time: string) => time.slice(0, 5);

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/showcases',
    {
      schema: {
        tags,
        summary: 'The programme showcases, in page order',
        response: { 200: envelopeSchema(showcaseListSchema), ...errorResponses },
      },
    },
    async () => {
      const rows = await app.repos.showcases.list();
      return ok(
        rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          name: r.name,
          iconImage: (r.content as StoredContent).iconImage,
        })),
      );
    },
  );

  app.get(
    '/showcases/:slugOrId',
    {
      schema: {
        tags,
        summary: 'A programme showcase by slug or id (404 for any other value)',
        params: z.object({ slugOrId: showcaseSlugOrIdSchema }),
        response: { 200: envelopeSchema(publicShowcaseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.repos.showcases.find(request.params.slugOrId);
      if (!row) throw notFound(messages.api.notFound);
      const content = row.content as StoredContent;
      const centres = await app.repos.showcases.locations(row.id);
      const locations = centres.map(location);
      const runs = row.productId
        ? await app.repos.showcases.nextRuns(
            row.productId,
            centres.map((c) => c.id),
            singaporeIsoDate(app.clock()),
            RUNS_LIST_LIMIT,
          )
        : [];
      const showcase: PublicShowcase = {
        id: row.id,
        slug: row.slug,
        name: row.name,
        productId: row.productId,
        iconImage: content.iconImage,
        heroImage: content.heroImage,
        descriptions: content.descriptions,
        statisticImages: content.statisticImages,
        statistics: content.statistics,
        faq: content.faq,
        locations,
        markerRegions: [...new Set(locations.map((l) => l.region))],
        nextRuns: runs.map(({ run, centreName, offeringName }) => ({
          id: run.id,
          term: run.name,
          centre: centreName,
          offering: offeringName,
          startDate: run.startDate,
          endDate: run.endDate,
          trainingDays: run.daysOfWeek,
          startTime: hhmm(run.startTime),
          endTime: hhmm(run.endTime),
        })),
      };
      return ok(showcase);
    },
  );

  done();
};

export default plugin;
