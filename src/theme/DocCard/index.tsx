import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useCardDescriptions, withCardDescription} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCardType>;

// Upstream reads a doc card's description from the version's doc map, which no
// longer carries descriptions (plugin-content-docs patch): the category page
// gives them instead.
export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  return <DocCard {...props} item={withCardDescription(item, useCardDescriptions())} />;
}
