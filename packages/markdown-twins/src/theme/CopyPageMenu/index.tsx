import {lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {OMIT_FROM_TWIN_ATTRIBUTE} from '../../omit';
import {twinUrlOf} from '../../urls';
import {visuallyHiddenClass} from '../VisuallyHidden';
import styles from './styles.module.css';

// The menu's code is a separate chunk, fetched on the first hover, focus or open.
const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);
const preload = () => void loadMenu();

/**
 * "Copy page" beside a doc's title: a menu button (WAI-ARIA menu button
 * pattern) whose menu copies or shows the page's Markdown twin, or opens it
 * in a chat app. Left out of the twins themselves.
 */
export default function CopyPageMenu(): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <div className={styles.copyPage} {...{[OMIT_FROM_TWIN_ATTRIBUTE]: ''}}>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="button button--secondary button--sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Copy page
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            twinUrl={twinUrlOf(pathname)}
            siteUrl={siteConfig.url}
            onClose={close}
            onCopied={setStatus}
          />
        </Suspense>
      )}
      <span role="status" className={visuallyHiddenClass}>
        {status}
      </span>
    </div>
  );
}
