import type {ComponentProps, ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import styles from './styles.module.css';

// docusaurus-theme-openapi-docs 5.2 renders each parameter as a <div> straight
// inside ParamsDetails' <ul>; a list may only hold list items (axe rule "list").
export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className={styles.item}>
      <ParamsItem {...props} />
    </li>
  );
}
