// An oidc-provider adapter that keeps every model (sessions, grants, refresh tokens, interactions...) on disk,
// one JSON file per item with its expiry, written atomically, so a restart signs no one out.
// Files are named by a hash of the id: for opaque tokens the id is the token itself.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { readTextIfExists, removeIfExists, writeFileAtomic } from './files.ts';

interface Entry<T> {
  value: T;
  /** Milliseconds since the epoch; null never expires. */
  expiresAt: number | null;
}

interface GrantMember {
  model: string;
  id: string;
  expiresAt: number | null;
}

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

const INDEX = { uid: '_sessionUid', userCode: '_userCode', grant: '_grant' } as const;

function fileName(id: string): string {
  return `${createHash('sha256').update(id).digest('base64url')}.json`;
}

function isExpired(entry: { expiresAt: number | null }, now: number): boolean {
  return entry.expiresAt !== null && entry.expiresAt <= now;
}

function epochSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export class FileStore {
  readonly #dir: string;
  readonly #clockToleranceMs: number;
  readonly #locks = new Map<string, Promise<unknown>>();

  constructor(dir: string, clockToleranceSeconds = 15) {
    this.#dir = dir;
    this.#clockToleranceMs = clockToleranceSeconds * 1000;
  }

  /** The adapter factory to pass as oidc-provider's `adapter` option. */
  readonly adapter = (model: string): Adapter => new FileAdapter(this, model);

  path(folder: string, id: string): string {
    return join(this.#dir, folder, fileName(id));
  }

  expiresAt(expiresIn: number | undefined): number | null {
    return typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 + this.#clockToleranceMs : null;
  }

  /** Runs `task` after every earlier task on the same file, so read-modify-write cycles do not interleave. */
  async locked<T>(path: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#locks.get(path) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    this.#locks.set(path, settled);
    try {
      return await run;
    } finally {
      if (this.#locks.get(path) === settled) this.#locks.delete(path);
    }
  }

  async read<T>(path: string): Promise<Entry<T> | undefined> {
    const text = await readTextIfExists(path);
    if (text === undefined) return undefined;
    let entry: Entry<T>;
    try {
      entry = JSON.parse(text) as Entry<T>;
    } catch {
      await removeIfExists(path); // an unreadable file is as good as absent
      return undefined;
    }
    if (isExpired(entry, Date.now())) {
      await removeIfExists(path);
      return undefined;
    }
    return entry;
  }

  async write(path: string, entry: Entry<unknown>): Promise<void> {
    await writeFileAtomic(path, JSON.stringify(entry));
  }

  async addGrantMember(grantId: string, member: GrantMember): Promise<void> {
    const path = this.path(INDEX.grant, grantId);
    await this.locked(path, async () => {
      const now = Date.now();
      const members = ((await this.read<GrantMember[]>(path))?.value ?? []).filter(
        (item) => !isExpired(item, now) && !(item.model === member.model && item.id === member.id),
      );
      members.push(member);
      const expiresAt = members.some((item) => item.expiresAt === null)
        ? null
        : Math.max(...members.map((item) => item.expiresAt ?? 0));
      await this.write(path, { value: members, expiresAt });
    });
  }

  async revokeGrant(grantId: string): Promise<void> {
    const path = this.path(INDEX.grant, grantId);
    await this.locked(path, async () => {
      const members = (await this.read<GrantMember[]>(path))?.value ?? [];
      await Promise.all(members.map((member) => removeIfExists(this.path(member.model, member.id))));
      await removeIfExists(path);
    });
  }

  /** Deletes expired files. Runs at start and then now and again; reads also drop what they find expired. */
  async sweep(): Promise<number> {
    let removed = 0;
    let folders: string[];
    try {
      folders = await readdir(this.#dir);
    } catch {
      return 0;
    }
    const now = Date.now();
    for (const folder of folders) {
      let files: string[];
      try {
        files = await readdir(join(this.#dir, folder));
      } catch {
        continue;
      }
      for (const file of files) {
        const path = join(this.#dir, folder, file);
        if (file.endsWith('.tmp')) continue; // a write in flight, or one a crash cut short; left alone
        const text = await readTextIfExists(path);
        if (text === undefined) continue;
        try {
          if (isExpired(JSON.parse(text) as Entry<unknown>, now)) {
            await removeIfExists(path);
            removed += 1;
          }
        } catch {
          await removeIfExists(path);
          removed += 1;
        }
      }
    }
    return removed;
  }
}

class FileAdapter implements Adapter {
  readonly #store: FileStore;
  readonly #model: string;

  constructor(store: FileStore, model: string) {
    this.#store = store;
    this.#model = model;
  }

  #path(id: string): string {
    return this.#store.path(this.#model, id);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = this.#store.expiresAt(expiresIn);
    const path = this.#path(id);
    const previous = await this.#store.locked(path, async () => {
      const before = await this.#store.read<AdapterPayload>(path);
      await this.#store.write(path, { value: payload, expiresAt });
      return before?.value;
    });
    if (this.#model === 'Session' && previous?.uid && previous.uid !== payload.uid) {
      await removeIfExists(this.#store.path(INDEX.uid, previous.uid));
    }
    if (this.#model === 'Session' && payload.uid) {
      await this.#store.write(this.#store.path(INDEX.uid, payload.uid), { value: id, expiresAt });
    }
    if (payload.userCode) {
      await this.#store.write(this.#store.path(INDEX.userCode, payload.userCode), { value: id, expiresAt });
    }
    if (GRANTABLE.has(this.#model) && payload.grantId) {
      await this.#store.addGrantMember(payload.grantId, { model: this.#model, id, expiresAt });
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return (await this.#store.read<AdapterPayload>(this.#path(id)))?.value;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = (await this.#store.read<string>(this.#store.path(INDEX.uid, uid)))?.value;
    return id === undefined ? undefined : this.find(id);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const id = (await this.#store.read<string>(this.#store.path(INDEX.userCode, userCode)))?.value;
    return id === undefined ? undefined : this.find(id);
  }

  async consume(id: string): Promise<void> {
    const path = this.#path(id);
    await this.#store.locked(path, async () => {
      const entry = await this.#store.read<AdapterPayload>(path);
      if (entry === undefined) return;
      await this.#store.write(path, { ...entry, value: { ...entry.value, consumed: epochSeconds() } });
    });
  }

  async destroy(id: string): Promise<void> {
    const path = this.#path(id);
    const entry = await this.#store.read<AdapterPayload>(path);
    await removeIfExists(path);
    if (this.#model === 'Session' && entry?.value.uid) {
      await removeIfExists(this.#store.path(INDEX.uid, entry.value.uid));
    }
    if (entry?.value.userCode) await removeIfExists(this.#store.path(INDEX.userCode, entry.value.userCode));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#store.revokeGrant(grantId);
  }
}
