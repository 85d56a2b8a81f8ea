/** Marks page chrome of ours (the Copy page menu) that Markdown twins leave out. */
export const OMIT_FROM_TWIN_ATTRIBUTE = 'data-twin-omit';
/** The same attribute as hast names it. */
export const OMIT_FROM_TWIN_PROPERTY = 'dataTwinOmit';
