/**
 * What the in-memory APIs of the stories and tests share: the careportal API's envelope and a request's JSON
 * body. No vitest or browser-only imports, so stories and tests both use it.
 */

/** The in-memory APIs' base URL. */
export const FAKE_API_URL = 'https://api.careportal.test';

/** The fields of an answer besides its status. */
export interface FakeEnvelope {
  message?: string;
  errorCode?: string;
  errorMessage?: string;
  data?: unknown;
}

/** An answer in the API's envelope (`{ httpCode, statusCode, message, errorCode, errorMessage, data }`). */
export function answer(httpCode: number, fields: FakeEnvelope = {}): Response {
  return Response.json(
    {
      httpCode,
      statusCode: httpCode,
      message: fields.message ?? null,
      errorCode: fields.errorCode ?? null,
      errorMessage: fields.errorMessage ?? null,
      data: fields.data ?? null,
    },
    { status: httpCode },
  );
}

/** A request's JSON body as an object; {} when it has none or it is not an object. */
export function readJson(init: RequestInit | undefined): Record<string, unknown> {
  if (typeof init?.body !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(init.body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
