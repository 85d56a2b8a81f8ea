import type {ReactNode} from 'react';
import LegacyPathRedirect from '@site/src/components/LegacyPathRedirect';

// Root is the theme's designated app-wide wrapper; it has no upstream markup to keep.
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <LegacyPathRedirect />
      {children}
    </>
  );
}
