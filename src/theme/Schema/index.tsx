import type {ComponentProps, ReactNode} from 'react';
import Schema from '@theme-original/Schema';
import styles from './styles.module.css';

// docusaurus-theme-openapi-docs 5.2 renders Schema straight inside a <ul>;
// a list may only hold list items (axe rule "list"), so wrap it in one.
export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className={styles.item}>
      <Schema {...props} />
    </li>
  );
}
