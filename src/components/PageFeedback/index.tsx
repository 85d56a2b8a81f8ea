import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {OMIT_FROM_TWIN_ATTRIBUTE} from 'apipie-docs-markdown-twins';
import {track} from '@site/src/analytics/track';
import {feedbackIssueUrl, type FeedbackSettings} from '@site/src/pageMeta/issueUrl';
import styles from './styles.module.css';

type Vote = 'yes' | 'no';

const KEY = 'apipie-docs-feedback:';

// Storage can be blocked (private modes, policies): the vote is then not remembered, and the question asked again.
function storage(pathname: string, vote?: Vote): string | null {
  try {
    if (vote) localStorage.setItem(KEY + pathname, vote);
    return localStorage.getItem(KEY + pathname);
  } catch {
    return null;
  }
}

/**
 * "Was this page helpful?" at the end of a doc or API page. The HTML, with a
 * working "Open an issue" link, is rendered at build time; the buttons need
 * JavaScript. A vote is kept in this browser only; No offers an optional
 * comment that the issue link carries. Left out of the Markdown twins.
 */
export default function PageFeedback({title, section}: {title: string; section: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  // Stored: a vote from an earlier visit. Cast: one made now (only then is the comment box offered).
  const [vote, setVote] = useState<{value: string | null; cast?: boolean}>({value: null});
  const [comment, setComment] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => setVote({value: storage(pathname)}), [pathname]);
  useEffect(() => box.current?.focus(), [vote]);

  const cast = (value: Vote) => {
    storage(pathname, value);
    setVote({value, cast: true});
    track({name: 'feedback', data: {vote: value}});
  };
  const button = (value: Vote, label: string) => (
    <button type="button" className="button button--outline button--secondary button--sm" onClick={() => cast(value)}>
      {label}
    </button>
  );

  return (
    <section className={styles.feedback} aria-labelledby={id} {...{[OMIT_FROM_TWIN_ATTRIBUTE]: ''}}>
      <h2 id={id} className={styles.question}>
        Was this page helpful?
      </h2>
      {vote.value ? (
        <p role="status" className={styles.inline}>
          {vote.value === 'yes' ? 'Thanks, glad it helped.' : 'Thanks for telling us.'}
        </p>
      ) : (
        <div className={styles.inline}>
          {button('yes', 'Yes')} {button('no', 'No')}
        </div>
      )}
      {vote.cast && vote.value === 'no' && (
        <label className={styles.comment}>
          What was wrong or missing? (optional; it only goes into the issue below)
          <textarea ref={box} rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
        </label>
      )}
      <p className={styles.issue}>
        <a
          href={feedbackIssueUrl(
            siteConfig.customFields!.feedback as FeedbackSettings,
            {title, section, url: siteConfig.url + pathname},
            comment,
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open an issue
        </a>{' '}
        on GitHub about this page.
      </p>
    </section>
  );
}
