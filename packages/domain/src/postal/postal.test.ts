import { describe, expect, it } from 'vitest';
import {
  addressFromOneMap,
  fromOneMapValue,
  oneMapSearchParams,
  oneMapSearchResponseSchema,
} from './index.js';

const result = (overrides: Partial<Record<string, string>> = {}) => ({
  SEARCHVAL: 'ROWELL COURT',
  BLK_NO: '640',
  ROAD_NAME: 'ROWELL ROAD',
  BUILDING: 'ROWELL COURT',
  ADDRESS: '640 ROWELL ROAD ROWELL COURT SINGAPORE 200640',
  POSTAL: '200640',
  X: '30381.1007417506',
  Y: '32195.1006872542',
  LATITUDE: '1.30743547948389',
  LONGITUDE: '103.854713903431',
  ...overrides,
});

describe('OneMap postal search', () => {
  it('fills block, street and building from the first result', () => {
    const response = oneMapSearchResponseSchema.parse({
      found: 2,
      totalNumPages: 1,
      pageNum: 1,
      results: [result(), result({ BLK_NO: '641' })],
    });
    expect(addressFromOneMap(response)).toEqual({
      postalCode: '200640',
      block: '640',
      street: 'ROWELL ROAD',
      building: 'ROWELL COURT',
    });
  });

  it("reads a 'NIL' building as empty", () => {
    const response = { found: 1, totalNumPages: 1, pageNum: 1, results: [result({ BUILDING: 'NIL' })] };
    expect(addressFromOneMap(response)?.building).toBe('');
  });

  it('finds nothing when OneMap found nothing', () => {
    expect(addressFromOneMap({ found: 0, totalNumPages: 0, pageNum: 1, results: [] })).toBeNull();
  });

  it('rejects a response that is not in OneMap’s shape', () => {
    expect(oneMapSearchResponseSchema.safeParse({ found: '1', results: [] }).success).toBe(false);
    expect(
      oneMapSearchResponseSchema.safeParse({
        found: 1,
        totalNumPages: 1,
        pageNum: 1,
        results: [{ POSTAL: 1 }],
      }).success,
    ).toBe(false);
  });

  it.each([
    ['NIL', ''],
    ['nil', ''],
    [' 12 ', '12'],
    [undefined, ''],
  ])('reads %j as %j', (value, expected) => {
    expect(fromOneMapValue(value)).toBe(expected);
  });

  it('asks as the specification calls it', () => {
    expect(oneMapSearchParams('200640')).toEqual({
      searchVal: '200640',
      returnGeom: 'Y',
      getAddrDetails: 'Y',
      pageNum: '1',
    });
  });
});
