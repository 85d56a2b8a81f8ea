import {readSiteUrlEnv} from './env';
import {site} from './site';

/**
 * The origin this build is published at: production unless `SITE_URL` names
 * a preview or staging host. Everything that writes an absolute URL of a page
 * (Docusaurus' `url`, the search index, structured data, twins) reads it here.
 */
export const siteUrl = readSiteUrlEnv().url ?? site.url;
