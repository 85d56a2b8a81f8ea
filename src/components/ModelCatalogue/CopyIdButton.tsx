import {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Copies a model id to the clipboard and says so for a moment. */
export default function CopyIdButton({id}: {id: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(id);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={`Copy ${id}`} data-copy={id}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
