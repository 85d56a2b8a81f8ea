import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {CardDescriptionsProvider, type CardDescriptions} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

// The plugin-content-docs patch adds `cardDescriptions` to this page's props: the
// descriptions of the docs it lists, for their cards (src/theme/DocCard).
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {cardDescriptions} = props.categoryGeneratedIndex as {cardDescriptions?: CardDescriptions};
  return (
    <CardDescriptionsProvider descriptions={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsProvider>
  );
}
