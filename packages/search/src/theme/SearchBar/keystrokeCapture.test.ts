import {describe, expect, it} from 'vitest';
import {captureKeystrokes, clip, MAX_QUERY_LENGTH} from './keystrokeCapture';

type Listener = (event: unknown) => void;

/**
 * A window stand-in that dispatches key and paste events the way the browser would, and says which were kept from the
 * page.
 */
function fakeWindow() {
  const listeners = new Map<string, Set<Listener>>();
  const dispatch = (type: string, event: Record<string, unknown>) => {
    let prevented = false;
    const full = {...event, preventDefault: () => (prevented = true), stopImmediatePropagation: () => {}};
    for (const listener of listeners.get(type) ?? []) listener(full);
    return prevented;
  };
  return {
    target: {
      addEventListener: (type: string, listener: Listener) => {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener);
      },
      removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    } as unknown as Window,
    key: (key: string, modifiers: {ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean} = {}) =>
      dispatch('keydown', {key, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, ...modifiers}),
    type(text: string) {
      for (const key of text) this.key(key);
    },
    paste: (text: string) => dispatch('paste', {clipboardData: {getData: () => text}}),
    listening: () => [...listeners.values()].some((set) => set.size > 0),
  };
}

describe('captureKeystrokes', () => {
  it('keeps the characters typed, in order, with Backspace taking back the last, and keeps them from the page', () => {
    const page = fakeWindow();
    const capture = captureKeystrokes({onCancel: () => {}, target: page.target});
    expect(page.key('r')).toBe(true);
    page.type('outx');
    expect(page.key('Backspace')).toBe(true);
    page.type('ing é/?');
    expect(capture.handOff()).toBe('routing é/?');
  });

  it('starts from a letter already typed and lets shortcuts and navigation keys through', () => {
    const page = fakeWindow();
    const capture = captureKeystrokes({initial: 'p', onCancel: () => {}, target: page.target});
    expect(page.key('c', {ctrlKey: true})).toBe(false);
    expect(page.key('v', {metaKey: true})).toBe(false);
    expect(page.key('Tab')).toBe(false);
    expect(page.key('ArrowDown')).toBe(false);
    // AltGr (Ctrl and Alt together) types characters on many layouts.
    expect(page.key('@', {ctrlKey: true, altKey: true})).toBe(true);
    // Option types characters on a Mac.
    expect(page.key('∂', {altKey: true})).toBe(true);
    expect(capture.handOff()).toBe('p@∂');
  });

  it('keeps pasted text, a line break as a space', () => {
    const page = fakeWindow();
    const capture = captureKeystrokes({onCancel: () => {}, target: page.target});
    page.type('x ');
    expect(page.paste('TypeError: boom\n    at main')).toBe(true);
    expect(capture.handOff()).toBe('x TypeError: boom at main');
  });

  it(`holds the input's ${MAX_QUERY_LENGTH}-character limit without splitting an emoji`, () => {
    const page = fakeWindow();
    const capture = captureKeystrokes({onCancel: () => {}, target: page.target});
    page.type('a' + '🔥'.repeat(40));
    const text = capture.handOff();
    expect(text.length).toBe(MAX_QUERY_LENGTH - 1);
    expect(text).toBe('a' + '🔥'.repeat(31));
    expect(clip('🔥'.repeat(3), 3)).toBe('🔥');
    expect(clip('abc', 0)).toBe('');
  });

  it('cancels on Escape or the shortcut again, and stops listening', () => {
    for (const [key, modifiers] of [
      ['Escape', {}],
      ['k', {ctrlKey: true}],
      ['K', {metaKey: true}],
    ] as const) {
      const page = fakeWindow();
      let cancelled = 0;
      captureKeystrokes({onCancel: () => cancelled++, target: page.target});
      page.type('ab');
      expect(page.key(key, modifiers)).toBe(true);
      expect(cancelled).toBe(1);
      expect(page.listening()).toBe(false);
      expect(page.key('c')).toBe(false);
    }
  });

  it('keeps apart what is typed after the hand-off, and stops when told', () => {
    const page = fakeWindow();
    const capture = captureKeystrokes({onCancel: () => {}, target: page.target});
    page.type('rout');
    expect(capture.handOff()).toBe('rout');
    page.type('in');
    expect(capture.handOff()).toBe('rout');
    capture.stop();
    expect(page.listening()).toBe(false);
    expect(page.key('g')).toBe(false);
  });
});
