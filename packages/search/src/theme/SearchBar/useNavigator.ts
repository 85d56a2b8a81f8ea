import {useMemo} from 'react';
import {useHistory} from '@docusaurus/router';

type Follow = (target: {itemUrl: string}) => void;

/** How a hit is followed: DocSearch's navigator shape, also used by a click on a hit. */
export type HitNavigator = {navigate: Follow; navigateNewTab: Follow; navigateNewWindow: Follow};

/**
 * Enter follows a hit inside the single-page app; Ctrl or Cmd+Enter opens it
 * in a new tab and Shift+Enter in a new window (DocSearch's default opens
 * both in a tab).
 */
export function useNavigator(): HitNavigator {
  const history = useHistory();
  return useMemo(
    () => ({
      navigate: ({itemUrl}) => history.push(itemUrl),
      navigateNewTab: ({itemUrl}) => void window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({itemUrl}) => {
        // Chromium ignores `popup` together with `noopener`, so cut the opener link by hand.
        const opened = window.open(itemUrl, '_blank', 'popup');
        if (opened) opened.opener = null;
      },
    }),
    [history],
  );
}
