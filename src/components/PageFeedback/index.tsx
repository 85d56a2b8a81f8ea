import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {OMIT_FROM_TWIN_ATTRIBUTE} from '@site/src/markdownTwins/omit';
import {track} from '@site/src/analytics/track';
import {feedbackIssueUrl, type FeedbackPage, type FeedbackSettings} from './issueUrl';
import styles from './styles.module.css';

type Vote = 'yes' | 'no';

const storageKey = (pathname: string) => `apipie-docs-feedback:${pathname}`;

// Storage can be blocked (private modes, policies): the question is then simply asked again.
function storedVote(pathname: string): Vote | null {
  try {
    const value = localStorage.getItem(storageKey(pathname));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

function storeVote(pathname: string, vote: Vote): void {
  try {
    localStorage.setItem(storageKey(pathname), vote);
  } catch {
    // Not remembered: see storedVote.
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
  const settings = siteConfig.customFields!.feedback as FeedbackSettings;
  const page: FeedbackPage = {title, section, url: siteConfig.url + pathname};
  const [vote, setVote] = useState<Vote | null>(null);
  const [voted, setVoted] = useState(false);
  const [comment, setComment] = useState('');
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    setVote(storedVote(pathname));
    setVoted(false);
  }, [pathname]);
  useEffect(() => {
    if (voted && vote === 'no') commentBox.current?.focus();
  }, [voted, vote]);

  const cast = (choice: Vote) => {
    storeVote(pathname, choice);
    setVote(choice);
    setVoted(true);
    track({name: 'feedback', data: {vote: choice}});
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${id}-q`} {...{[OMIT_FROM_TWIN_ATTRIBUTE]: ''}}>
      <h2 id={`${id}-q`} className={styles.question}>
        Was this page helpful?
      </h2>
      {vote === null ? (
        <div className={styles.buttons}>
          <button type="button" className="button button--outline button--secondary button--sm" onClick={() => cast('yes')}>
            Yes
          </button>
          <button type="button" className="button button--outline button--secondary button--sm" onClick={() => cast('no')}>
            No
          </button>
        </div>
      ) : (
        <p role="status" className={styles.thanks}>
          {vote === 'yes' ? 'Thanks, glad it helped.' : 'Thanks for telling us.'}
        </p>
      )}
      {voted && vote === 'no' && (
        <>
          <label htmlFor={`${id}-c`} className={styles.label}>
            What was wrong or missing? (optional; it goes into the issue below, nowhere else)
          </label>
          <textarea id={`${id}-c`} ref={commentBox} className={styles.comment} rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
        </>
      )}
      <p className={styles.issue}>
        <a href={feedbackIssueUrl(settings, page, comment)} target="_blank" rel="noopener noreferrer">
          Open an issue
        </a>{' '}
        on GitHub about this page.
      </p>
    </section>
  );
}
