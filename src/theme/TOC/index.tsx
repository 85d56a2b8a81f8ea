import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

// The blog puts the table of contents outside <main>; a labelled <nav> keeps
// it inside a landmark for screen readers (axe rule "region").
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <TOC {...props} />
    </nav>
  );
}
