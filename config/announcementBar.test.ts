import {describe, expect, it} from 'vitest';
import {announcementResetScript, announcementStorageKeys as keys} from './announcementBar';

function runWith(stored: Record<string, string>): Record<string, string> {
  const store = new Map(Object.entries(stored));
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  new Function('localStorage', announcementResetScript('announcement-bar'))(localStorage);
  return Object.fromEntries(store);
}

describe('announcementResetScript', () => {
  it('clears the dismissed flag when a new announcement replaces the stored one', () => {
    expect(runWith({[keys.id]: 'spring-sale', [keys.dismissed]: 'true'})[keys.dismissed]).toBe('false');
  });

  it('keeps the flag for the same announcement, including the old misspelled id', () => {
    expect(runWith({[keys.id]: 'announcement-bar', [keys.dismissed]: 'true'})[keys.dismissed]).toBe('true');
    expect(runWith({[keys.id]: 'annoucement-bar', [keys.dismissed]: 'true'})[keys.dismissed]).toBe('true');
  });

  it('ignores storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => new Function('localStorage', announcementResetScript())(broken)).not.toThrow();
  });
});
