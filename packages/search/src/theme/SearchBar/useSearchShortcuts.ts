import {useEffect, type RefObject} from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
};

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The search shortcuts as the spec gives them (DocSearch 3's
 * useDocSearchKeyboardEvents): Ctrl/⌘+K toggles the modal, `/` opens it
 * outside text fields, Escape closes it, and a letter or digit typed on the
 * focused search button opens it with that query. DocSearch 5's hook no
 * longer opens on a typed letter and ignores `/` while a button has focus.
 */
export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, searchButtonRef}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggles =
        (event.code === 'Escape' && isOpen) || (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey));
      const slash = !isEditing(event) && event.key === '/' && !isOpen;
      if (toggles || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef.current === document.activeElement && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode)))
        onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
