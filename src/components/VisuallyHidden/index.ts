import styles from './styles.module.css';

/** The class of text that stays in the page but is not drawn. */
export const visuallyHiddenClass: string = styles.visuallyHidden ?? '';
