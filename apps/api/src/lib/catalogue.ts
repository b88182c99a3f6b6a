/**
 * What the catalogue routes share (routes/category, products, products-ext, groups): the records in the API's
 * shape (domain catalogue schemas), the path and query parameters with the catalogue's messages, and the 404s.
 *
 * A visitor sees product details (docs/cart-api.md "Public catalogue reads"), so five reads answer without a
 * token too ({@link PUBLIC_CATALOGUE_ROUTE}): the category list, every category with its products, a product,
 * its offerings and its centres. They read nobody's records. The rest (subcategories, programmes with
 * eligibility, a group, a product's runs) stays signed in (lib/authenticated-route.ts, tag `catalogue`).
 */
import {
  CATALOGUE_ERROR_CODES,
  formatAddressLines,
  formatMessage,
  messages,
  packageDescription,
  recordUuid,
  type CatalogueCentre,
  type CatalogueEvent,
  type CatalogueOffering,
  type CatalogueProduct,
  type CentreKind,
  type ClinicArea,
  type EligibilityPerson,
  type MarkerRegion,
  type ProgramContentType,
} from '@careportal/domain';
import { z } from 'zod';

import type { FastifyInstance } from 'fastify';

import type { CatalogueEventRow, Centre, Offering, ProductRow } from '../repositories/catalogue.ts';
import type { PersonRef } from '../repositories/owner.ts';
import { addressRecord } from './address-routes.ts';
import { ApiError } from './errors.ts';

/**
 * The OpenAPI tag and security of a catalogue read a visitor may make: a token is optional (`{}`), and checked
 * when sent (onRequest `app.authenticateOptional`).
 */
export const PUBLIC_CATALOGUE_ROUTE = {
  tags: ['catalogue'],
  security: [{}, { bearerAuth: [] }] as Record<string, string[]>[],
};

/** A product id in the path: 400 with the catalogue's message when it is not one. */
export const productParams = z.object({ id: recordUuid() });

/** 404 PRODUCT_NOT_VALID 'Product is not valid' (seed 001 section 8: the portal goes home on it). */
export const productNotFound = () =>
  new ApiError({
    httpCode: 404,
    errorCode: CATALOGUE_ERROR_CODES.productNotValid,
    message: messages.catalogue.productNotValid,
  });

/** 404 SERVICE_NOT_VALID 'Service is not valid': a category or subcategory (a service type) that does not exist. */
export const serviceNotFound = () =>
  new ApiError({
    httpCode: 404,
    errorCode: CATALOGUE_ERROR_CODES.serviceNotValid,
    message: messages.catalogue.serviceNotValid,
  });

/**
 * A `true` / `false` query parameter, `false` when absent; anything else is 400 '{name} must be true or false'.
 */
export function booleanQuery(name: string) {
  const message = formatMessage(messages.api.booleanParameterInvalid, { name });
  return z
    .enum(['true', 'false'], { error: message })
    .default('false')
    .transform((value) => value === 'true');
}

/** A product in the API's shape, with its package text. */
export function toProduct(row: ProductRow): CatalogueProduct {
  const programContentType = row.programContentType as ProgramContentType;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    groupId: row.groupId,
    programContentType,
    fixedSessions: row.fixedSessions,
    totalSessions: row.totalSessions,
    packageDescription:
      row.totalSessions === null
        ? null
        : packageDescription({
            programContentType,
            fixedSessions: row.fixedSessions,
            totalSessions: row.totalSessions,
          }),
  };
}

export function toOffering(row: Offering): CatalogueOffering {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    priceCents: row.priceCents,
    sessionCount: row.sessionCount,
    termMonths: row.termMonths,
    sellable: row.sellable,
  };
}

export function toCentre(row: Centre): CatalogueCentre {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as CentreKind,
    ...addressRecord(row),
    address: formatAddressLines(row).join(', '),
    region: row.region as MarkerRegion,
    area: row.area as ClinicArea,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** `HH:mm` of a `time` column (`HH:mm:ss`). */
function hhmm(time: string): string {
  return time.slice(0, 5);
}

export function toEvent(row: CatalogueEventRow): CatalogueEvent {
  return {
    id: row.id,
    productId: row.productId,
    centreId: row.centreId,
    centreName: row.centreName,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    daysOfWeek: row.daysOfWeek,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    capacity: row.capacity,
  };
}

/** The date of birth and services (of `productIds`) of a person, as the eligibility rule reads them. */
export async function eligibilityPerson(
  app: FastifyInstance,
  ref: PersonRef,
  productIds: readonly string[],
): Promise<EligibilityPerson> {
  const [person, services] = await Promise.all([
    app.repos.people.get(ref),
    app.repos.catalogue.servicesOf(ref, productIds),
  ]);
  const dateOfBirth = person?.fields.dateOfBirth;
  return { dateOfBirth: typeof dateOfBirth === 'string' ? dateOfBirth : null, services };
}
