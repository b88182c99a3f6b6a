import { describe, expect, it } from 'vitest';
import {
  backupDenticareSessionId,
  currentDenticareSessionId,
  denticareSessionId,
  refreshDenticareSessionId,
} from './session';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const ids = (...list: string[]) => {
  const queue = [...list];
  return () => queue.shift() ?? 'exhausted';
};

describe('the Denticare session id', () => {
  it('is made once and then kept for the tab', () => {
    const storage = memoryStorage();
    const next = ids('first', 'second');
    expect(denticareSessionId(storage, next)).toBe('first');
    expect(denticareSessionId(storage, next)).toBe('first');
    expect(currentDenticareSessionId(storage)).toBe('first');
  });

  it('on a forced refresh, keeps the old id as the backup and makes a new one', () => {
    const storage = memoryStorage();
    denticareSessionId(storage, ids('old'));
    expect(refreshDenticareSessionId(storage, ids('new'))).toBe('new');
    expect(currentDenticareSessionId(storage)).toBe('new');
    expect(backupDenticareSessionId(storage)).toBe('old');
    expect(denticareSessionId(storage, ids('unused'))).toBe('new');
  });

  it('makes random ids by default, different each time', () => {
    const storage = memoryStorage();
    const first = denticareSessionId(storage);
    const second = refreshDenticareSessionId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});
