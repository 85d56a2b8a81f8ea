import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/** The front matter key that marks a page as a draft the company has not confirmed. */
export const DRAFT_KEY = 'unconfirmed_draft';

/**
 * The notice a page marked `unconfirmed_draft: true` shows above its title: the Terms pages state
 * specifics (law, venue, ages, refunds, renewal, limits of liability) that no source confirms. The
 * wording lives here once, so no page types it by hand.
 */
export default function DraftNotice(): ReactNode {
  const {frontMatter} = useDoc();
  if ((frontMatter as Record<string, unknown>)[DRAFT_KEY] !== true) return null;
  return (
    <div className="alert alert--warning draft-notice" role="note">
      <p>
        <strong>Draft, to be confirmed by Neuronic AI.</strong> This text has not been confirmed by the company. Its
        specifics (such as the governing law and venue, the minimum age, refunds, renewal, the limit of liability and
        its date) come from no source these docs can cite. Ask{' '}
        <a href="mailto:support@neuronic.ai">support@neuronic.ai</a> for the terms that apply to you.
      </p>
    </div>
  );
}
