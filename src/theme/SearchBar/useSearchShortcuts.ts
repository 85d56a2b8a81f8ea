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
 * DocSearch 3.9's keyboard shortcuts (its useDocSearchKeyboardEvents), kept
 * here so the navbar does not import '@docsearch/react' (see SearchButton):
 * Ctrl/⌘+K toggles the modal, `/` opens it outside text fields, Escape closes it.
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
