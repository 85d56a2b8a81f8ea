import {emitTwinEvent} from '../../events';
import {useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import {copyTwin} from './copyTwin';
import {CHAT_APPS, chatPrompt} from './promptLinks';
import styles from './menu.module.css';

export type MenuProps = {
  id: string;
  labelledBy: string;
  twinUrl: string;
  siteUrl: string;
  /** Closes the menu; `returnFocus` puts focus back on the button (Escape, a chosen item). */
  onClose: (returnFocus: boolean) => void;
  onCopied: (message: string) => void;
};

/** The menu itself, loaded on the first hover, focus or open of the button. */
export default function Menu({id, labelledBy, twinUrl, siteUrl, onClose, onCopied}: MenuProps): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    items()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!list.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1};
    if (event.key in moves) {
      event.preventDefault();
      all[((moves[event.key] ?? 0) + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  const copy = () => {
    emitTwinEvent({name: 'copy-page', data: {action: 'copy-markdown'}});
    copyTwin(twinUrl).then(
      () => onCopied('Page copied as Markdown'),
      () => onCopied('Could not copy the page; use View as Markdown instead'),
    );
    onClose(true);
  };

  const prompt = chatPrompt(siteUrl, twinUrl);
  return (
    <ul id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu} ref={list} onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
          Copy as Markdown
        </button>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.item} href={twinUrl} onClick={() => onClose(false)}>
          View as Markdown
        </a>
      </li>
      {CHAT_APPS.map((app) => (
        <li role="none" key={app.label}>
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={app.url(prompt)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onClose(false)}
          >
            {app.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
