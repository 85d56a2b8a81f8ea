import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';

// Every Markdown table renders in its own scroll box (built into the HTML, no run-time DOM change).
export default {
  ...MDXComponents,
  table: ScrollTable,
};
