import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressFromOneMap, createAddressDirectory, parseAddressDirectory, parseCsv } from './index.js';

const csv = readFileSync(join(import.meta.dirname, '../../../../data/sg-addresses/sg-addresses.csv'), 'utf8');
const directory = createAddressDirectory(parseAddressDirectory(csv));

describe('parseCsv', () => {
  it('reads quoted fields with commas and doubled quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });
});

describe('the address directory of real Singapore addresses', () => {
  it('knows all 897 postal codes', () => {
    expect(directory.size).toBe(897);
  });

  it('answers a known code in OneMap’s shape', () => {
    const response = directory.search('018935');
    expect(response).toMatchObject({ found: 1, totalNumPages: 1, pageNum: 1 });
    expect(response.results[0]).toEqual({
      SEARCHVAL: 'MARINA ONE THE HEART',
      BLK_NO: '5',
      ROAD_NAME: 'STRAITS VIEW',
      BUILDING: 'MARINA ONE THE HEART',
      ADDRESS: '5 STRAITS VIEW MARINA ONE THE HEART SINGAPORE 018935',
      POSTAL: '018935',
      X: '30173.1126',
      Y: '28870.8731',
      LATITUDE: '1.277372',
      LONGITUDE: '103.852845',
    });
  });

  it("keeps a quoted building name whole and reads 'NIL' blocks as empty", () => {
    expect(addressFromOneMap(directory.search('109684'))).toMatchObject({ building: 'INTERLACE, THE' });
    expect(addressFromOneMap(directory.search('819642'))).toMatchObject({
      block: '',
      building: 'PASSENGER TERMINAL BUILDING 1',
    });
  });

  it('finds nothing for a code it does not know', () => {
    expect(directory.search('000000')).toEqual({ found: 0, totalNumPages: 0, pageNum: 1, results: [] });
  });
});
