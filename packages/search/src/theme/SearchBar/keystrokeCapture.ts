/**
 * Keeps what a reader types between the key that opens search and the moment
 * the modal's input has focus. The modal's code loads on that key, and on a
 * slow device it mounts a second or more later: without this, the letters
 * typed meanwhile land on the page and are lost, or the first ones are.
 *
 * While capturing, a letter, digit, symbol or space is kept (and kept from the
 * page), Backspace takes back the last one kept, and pasted text is kept too.
 * `handOff` gives the text so far as the modal's initial query; what is typed
 * after that, before the input has focus, `deliver` types into the input.
 */

/** The modal input's limit (DocSearch's maxlength, set to the spec's 64), in UTF-16 code units as maxlength counts. */
export const MAX_QUERY_LENGTH = 64;

export type KeystrokeCapture = {
  /** The text kept so far, for the modal's initial query; later keys are kept apart for `deliver`. */
  handOff: () => string;
  /** Types what came after `handOff` into the focused input, and stops capturing. */
  deliver: (input: HTMLInputElement) => void;
  /** Stops capturing and forgets what was kept. */
  stop: () => void;
};

type Options = {
  /** Text already typed (a letter typed on the focused search button). */
  initial?: string;
  /** Escape, or the shortcut pressed again, before the modal is open: the reader changed their mind. */
  onCancel: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

/**
 * A key that types one character: no Command, and no Ctrl unless with Alt (AltGr's characters come
 * with both; Option's on a Mac with Alt alone).
 */
function typedCharacter(event: KeyboardEvent): string | null {
  if ([...event.key].length !== 1) return null;
  if (event.metaKey || (event.ctrlKey && !event.altKey)) return null;
  return event.key;
}

function cancels(event: KeyboardEvent): boolean {
  return event.key === 'Escape' || (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey));
}

/** `text` cut to `room` code units, never inside a character written as two (an emoji). */
export function clip(text: string, room = MAX_QUERY_LENGTH): string {
  if (room <= 0) return '';
  if (text.length <= room) return text;
  const high = text.charCodeAt(room - 1);
  return text.slice(0, high >= 0xd800 && high <= 0xdbff ? room - 1 : room);
}

const withoutLast = (text: string) => [...text].slice(0, -1).join('');

export function captureKeystrokes({initial = '', onCancel, target = window}: Options): KeystrokeCapture {
  let kept = clip(initial);
  let handedOff = false;
  // After the hand-off: Backspaces that reach past what was typed since, then the text typed since.
  let erased = 0;
  let later = '';

  const add = (text: string) => {
    if (handedOff) later += text;
    else kept = clip(kept + text);
  };
  const erase = () => {
    if (!handedOff) kept = withoutLast(kept);
    else if (later) later = withoutLast(later);
    else erased++;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return;
    if (cancels(event)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      stop();
      onCancel();
      return;
    }
    const character = typedCharacter(event);
    if (character === null && event.key !== 'Backspace') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (character === null) erase();
    else add(character);
  };
  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData?.getData('text/plain');
    if (!text) return;
    event.preventDefault();
    add(text.replace(/\s+/g, ' '));
  };

  target.addEventListener('keydown', onKeyDown as EventListener, true);
  target.addEventListener('paste', onPaste as EventListener, true);

  function stop() {
    target.removeEventListener('keydown', onKeyDown as EventListener, true);
    target.removeEventListener('paste', onPaste as EventListener, true);
  }

  return {
    handOff: () => {
      handedOff = true;
      return kept;
    },
    deliver: (input) => {
      stop();
      if (erased === 0 && later === '') return;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
      // The browser's own editing: the input's `input` event, its undo history and its limit hold.
      for (let i = 0; i < erased; i++) document.execCommand('delete');
      const text = clip(later, MAX_QUERY_LENGTH - input.value.length);
      if (text) document.execCommand('insertText', false, text);
    },
    stop,
  };
}
