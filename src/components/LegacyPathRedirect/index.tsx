import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {plainPath} from './plainPath';

/**
 * Docusaurus already renders `/x.html` and `/x/index.html` as the page at `/x`;
 * this replaces the address too, so visitors bookmark and share the plain URL.
 */
export default function LegacyPathRedirect(): null {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  useEffect(() => {
    const target = plainPath(location.pathname, baseUrl);
    if (target !== location.pathname) {
      history.replace({...location, pathname: target});
    }
  }, [baseUrl, history, location]);
  return null;
}
