import { readFileSync } from 'node:fs';
import { readTextIfExistsSync, writeFileAtomic } from './files.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** A person who can sign in. `id` becomes the stable `sub` claim the portal and the API key records on. */
export interface AccountRecord {
  id: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
  /** `scrypt$N$r$p$salt$hash`, from `node src/hash-password.ts`. */
  passwordHash: string;
  /** Shown next to the account in the development demo list. */
  description?: string;
  /** Shown in the development demo list only; never used to sign in. */
  demoPassword?: string;
}

export const DEMO_PASSWORD = 'CarePortal#2026';

// Malay names carry no family name; the patronymic stands in for family_name, and `name` is the one to display.
export const DEMO_ACCOUNTS: readonly AccountRecord[] = [
  {
    id: 'demo-ahkow',
    email: 'ahkow.tan@example.sg',
    name: 'Tan Ah Kow',
    givenName: 'Ah Kow',
    familyName: 'Tan',
    emailVerified: true,
    passwordHash:
      'scrypt$16384$8$1$au_WM9YfFJSv-0xmHVkdRw$niZui9APNZ2vlgvnnAkS-GJ5r8rJRONBfqkYmAHPs3u6bfMiOct4_ddKuHBfvtwK-NuKIfg5oDUIqWXvxWJvHQ',
    description: 'Active Ageing customer, registered with a loved one',
    demoPassword: DEMO_PASSWORD,
  },
  {
    id: 'demo-siti',
    email: 'siti.ahmad@example.sg',
    name: 'Siti Nurhaliza binte Ahmad',
    givenName: 'Siti Nurhaliza',
    familyName: 'binte Ahmad',
    emailVerified: true,
    passwordHash:
      'scrypt$16384$8$1$45Ct2APjkCOxC3BIe82Kjg$bxf_ivVi4r6n9Z6_bkGZgCpCFUIvgRpSMeGw1Nw4IVAo4PdaW5_qZm8YA_oFP0At7ZErVIJHHLSMUDedzZ4Z5A',
    description: 'Retail customer',
    demoPassword: DEMO_PASSWORD,
  },
  {
    id: 'demo-beehoon',
    email: 'beehoon.lim@example.sg',
    name: 'Lim Bee Hoon',
    givenName: 'Bee Hoon',
    familyName: 'Lim',
    emailVerified: true,
    passwordHash:
      'scrypt$16384$8$1$7ZWRqa36oMG7dlhmgjptCg$4OHOgTL77SrF1pbm9gZ1n38-V9NDtcoSi7n9cP_vrQSI4NPJfVEo1maP1J2LLJ1Ud7bpcJaqKW-NigS_OvdjnQ',
    description: 'New sign-up; her centre record waits to be linked',
    demoPassword: DEMO_PASSWORD,
  },
  {
    id: 'demo-siewlan',
    email: 'siewlan.ng@example.sg',
    name: 'Ng Siew Lan',
    givenName: 'Siew Lan',
    familyName: 'Ng',
    emailVerified: true,
    passwordHash:
      'scrypt$16384$8$1$QeFF439aPS2IcqP5EfwdHg$PooK2QojsY6lAzsDB5VxeK-ba0JA7rh18eCpQQRn2qJH6a8cdx3TmqeW9wU19RuiJREAj4SfEfJlJr_Il_CUyQ',
    description:
      'Active Ageing; her medical history is more than 1 year old and a programme waits for her health declaration; she reads the portal in senior mode',
    demoPassword: DEMO_PASSWORD,
  },
  {
    id: 'demo-rachel',
    email: 'rachel.goh@example.sg',
    name: 'Rachel Goh Hui Min',
    givenName: 'Hui Min',
    familyName: 'Goh',
    emailVerified: true,
    passwordHash:
      'scrypt$16384$8$1$WOx6myC2GdQXunNpWhrg0w$Au_cIbJVi7g6OtiBn_f0kzpUohg8zirOuU1ff9Y1kDhzf2k_xF3Qq2CZMf_9emeWpzVNO8m6w2V6J7DSeUC-mw',
    description: 'Caregiver of both her parents: their week in one care calendar, with a clash',
    demoPassword: DEMO_PASSWORD,
  },
];

// Verified when the email is unknown, so that a miss costs as long as a wrong password.
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The accounts, with the passwords people set for themselves ("Forgot your password?"). A new password is kept in
 * `passwordFile` (JSON: account id → hash), so it outlives a restart and wins over the accounts file's.
 */
export class AccountStore {
  readonly #byId = new Map<string, AccountRecord>();
  readonly #byEmail = new Map<string, AccountRecord>();
  readonly #passwordFile: string | undefined;
  readonly #changed: Map<string, string>;

  constructor(accounts: readonly AccountRecord[], passwordFile?: string) {
    this.#passwordFile = passwordFile;
    this.#changed = readChangedPasswords(passwordFile);
    for (const account of accounts) {
      const email = normaliseEmail(account.email);
      if (this.#byId.has(account.id)) throw new Error(`Two accounts have the id ${account.id}.`);
      if (this.#byEmail.has(email)) throw new Error(`Two accounts have the email ${account.email}.`);
      this.#byId.set(account.id, account);
      this.#byEmail.set(email, account);
    }
  }

  get all(): readonly AccountRecord[] {
    return [...this.#byId.values()];
  }

  findById(id: string): AccountRecord | undefined {
    return this.#byId.get(id);
  }

  findByEmail(email: string): AccountRecord | undefined {
    return this.#byEmail.get(normaliseEmail(email));
  }

  /** Whether the person has set a password of their own, so the accounts file's demo password no longer works. */
  hasChangedPassword(id: string): boolean {
    return this.#changed.has(id);
  }

  /** The account whose email and password match, or undefined. Takes as long for an unknown email. */
  async authenticate(email: string, password: string): Promise<AccountRecord | undefined> {
    const account = this.findByEmail(email);
    const stored = account ? (this.#changed.get(account.id) ?? account.passwordHash) : UNKNOWN_ACCOUNT_HASH;
    const matches = await verifyPassword(password, stored);
    return matches ? account : undefined;
  }

  /** Gives the account a new password (its rules are checked by the caller: password.ts `passwordProblem`). */
  async setPassword(id: string, password: string): Promise<void> {
    if (!this.#byId.has(id)) throw new Error(`No account has the id ${id}.`);
    this.#changed.set(id, await hashPassword(password));
    if (this.#passwordFile !== undefined) {
      await writeFileAtomic(this.#passwordFile, JSON.stringify(Object.fromEntries(this.#changed)));
    }
  }
}

function readChangedPasswords(path: string | undefined): Map<string, string> {
  const text = path === undefined ? undefined : readTextIfExistsSync(path);
  if (text === undefined) return new Map();
  const parsed = JSON.parse(text) as unknown;
  if (!isRecord(parsed)) throw new Error(`${path ?? ''} must hold a JSON object of account id to hash.`);
  return new Map(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseAccount(value: unknown, index: number): AccountRecord {
  const where = `account ${index + 1}`;
  if (!isRecord(value)) throw new Error(`${where} is not an object.`);
  const text = (key: string, required = true): string | undefined => {
    const field = value[key];
    if (field === undefined && !required) return undefined;
    if (typeof field !== 'string' || field.trim() === '') throw new Error(`${where} needs a text "${key}".`);
    return field;
  };
  const id = text('id') ?? '';
  const email = text('email') ?? '';
  const name = text('name') ?? '';
  const passwordHash = text('passwordHash') ?? '';
  if (!passwordHash.startsWith('scrypt$')) {
    throw new Error(`${where}: "passwordHash" must come from src/hash-password.ts (scrypt$...).`);
  }
  const emailVerified = value.emailVerified ?? true;
  if (typeof emailVerified !== 'boolean') throw new Error(`${where}: "emailVerified" must be true or false.`);
  const description = text('description', false);
  const demoPassword = text('demoPassword', false);
  return {
    id,
    email,
    name,
    givenName: text('givenName', false) ?? name,
    familyName: text('familyName', false) ?? '',
    emailVerified,
    passwordHash,
    ...(description === undefined ? {} : { description }),
    ...(demoPassword === undefined ? {} : { demoPassword }),
  };
}

/** Parses a JSON array of accounts (the format of IDENTITY_ACCOUNTS_FILE and IDENTITY_ACCOUNTS). */
export function parseAccounts(json: string, source: string): AccountRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(data) || data.length === 0) throw new Error(`${source} must be a non-empty JSON array.`);
  try {
    return data.map(parseAccount);
  } catch (error) {
    throw new Error(`${source}: ${(error as Error).message}`, { cause: error });
  }
}

/** Accounts from IDENTITY_ACCOUNTS_FILE, else inline IDENTITY_ACCOUNTS, else the demo customers. */
export function loadAccounts(env: NodeJS.ProcessEnv): AccountRecord[] {
  if (env.IDENTITY_ACCOUNTS_FILE) {
    return parseAccounts(readFileSync(env.IDENTITY_ACCOUNTS_FILE, 'utf8'), env.IDENTITY_ACCOUNTS_FILE);
  }
  if (env.IDENTITY_ACCOUNTS) return parseAccounts(env.IDENTITY_ACCOUNTS, 'IDENTITY_ACCOUNTS');
  return [...DEMO_ACCOUNTS];
}
