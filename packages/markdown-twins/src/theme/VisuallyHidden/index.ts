import styles from './styles.module.css';

/** The class of text that stays in the page but is not drawn: the package's own, as it imports nothing of a site. */
export const visuallyHiddenClass: string = styles.visuallyHidden ?? '';
