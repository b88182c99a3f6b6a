import type { OneMapResult, OneMapSearchResponse } from './oneMap.js';
import { ONEMAP_EMPTY } from './oneMap.js';

/** A row of an address directory in OneMap's fields (SVY21 X/Y plus WGS84 latitude and longitude). */
export interface DirectoryAddress {
  POSTAL: string;
  BLK_NO: string;
  ROAD_NAME: string;
  BUILDING: string;
  X: string;
  Y: string;
  LATITUDE: string;
  LONGITUDE: string;
}

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((c) => c.trim() !== ''));
}

const COLUMNS = ['POSTAL', 'BLK_NO', 'ROAD_NAME', 'BUILDING', 'X', 'Y', 'LATITUDE', 'LONGITUDE'] as const;

/** Reads a directory CSV with the header POSTAL,BLK_NO,ROAD_NAME,BUILDING,X,Y,LATITUDE,LONGITUDE. */
export function parseAddressDirectory(csv: string): DirectoryAddress[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header) return [];
  const index = COLUMNS.map((column) => header.indexOf(column));
  const missing = COLUMNS.filter((_, i) => index[i] === -1);
  if (missing.length > 0) throw new Error(`Address directory is missing columns: ${missing.join(', ')}`);
  return rows.map((cells) => {
    const value = (i: number) => (cells[index[i] ?? -1] ?? '').trim();
    return {
      POSTAL: value(0),
      BLK_NO: value(1),
      ROAD_NAME: value(2),
      BUILDING: value(3),
      X: value(4),
      Y: value(5),
      LATITUDE: value(6),
      LONGITUDE: value(7),
    };
  });
}

const present = (value: string) => value !== '' && value !== ONEMAP_EMPTY;

/** A directory row as OneMap returns it, composing SEARCHVAL and ADDRESS as OneMap does. */
export function toOneMapResult(address: DirectoryAddress): OneMapResult {
  const street = [address.BLK_NO, address.ROAD_NAME].filter(present).join(' ');
  const parts = [street, address.BUILDING, `SINGAPORE ${address.POSTAL}`].filter(present);
  return {
    SEARCHVAL: present(address.BUILDING) ? address.BUILDING : street,
    BLK_NO: address.BLK_NO || ONEMAP_EMPTY,
    ROAD_NAME: address.ROAD_NAME || ONEMAP_EMPTY,
    BUILDING: address.BUILDING || ONEMAP_EMPTY,
    ADDRESS: parts.join(' '),
    POSTAL: address.POSTAL,
    X: address.X,
    Y: address.Y,
    LATITUDE: address.LATITUDE,
    LONGITUDE: address.LONGITUDE,
  };
}

/**
 * An in-memory postal-code directory that answers in OneMap's response shape: the sandbox behind the
 * postal lookup, for local use, stories and tests. Unknown codes get `found: 0`, as OneMap answers.
 */
export function createAddressDirectory(addresses: readonly DirectoryAddress[]) {
  const byPostal = new Map<string, OneMapResult[]>();
  for (const address of addresses) {
    const list = byPostal.get(address.POSTAL) ?? [];
    list.push(toOneMapResult(address));
    byPostal.set(address.POSTAL, list);
  }
  return {
    /** How many postal codes the directory knows. */
    size: byPostal.size,
    /** Searches by postal code, as OneMap's search does with `searchVal`. */
    search(postalCode: string): OneMapSearchResponse {
      const results = byPostal.get(postalCode.trim()) ?? [];
      return { found: results.length, totalNumPages: results.length > 0 ? 1 : 0, pageNum: 1, results };
    },
    /** Every postal code, in directory order. */
    postalCodes(): string[] {
      return [...byPostal.keys()];
    },
  };
}

/** The directory {@link createAddressDirectory} builds. */
export type AddressDirectory = ReturnType<typeof createAddressDirectory>;
