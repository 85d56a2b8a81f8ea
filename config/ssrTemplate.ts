/**
 * The HTML page every route is written into: Docusaurus 3.10's own template
 * (@docusaurus/core/lib/ssg/ssgTemplate.html.js), except for how the app's
 * scripts start.
 *
 * Upstream writes `<script defer>` tags for the runtime and main.js. When they
 * arrive before the browser's first frame, as on a fast connection, the
 * browser runs them first: the first paint waits for main.js to evaluate and
 * for the route's chunks to be requested (Lighthouse on the home page showed
 * a later first paint when the scripts ran first). Here the scripts start
 * downloading just as early, at the low priority Chrome gives deferred
 * scripts (`<link rel="preload" fetchpriority="low">` in the head), and run
 * right after the first frame, in order. A page opened in a background tab gets no frames, so it runs them
 * straight away.
 */

/** The inline script that starts the app's scripts after the first frame, for the script URLs it is given. */
export function startAfterFirstPaintScript(scriptsJson: string): string {
  return (
    '(function(s){function r(){s.forEach(function(u){var e=document.createElement("script");' +
    'e.src=u;e.async=false;document.head.appendChild(e)})}' +
    // requestAnimationFrame runs just before the next frame; the timeout, just after it.
    'if(document.visibilityState==="visible"){requestAnimationFrame(function(){setTimeout(r,0)})}else{r()}})(' +
    scriptsJson +
    ');'
  );
}

/** The script URLs of a page as a JSON array, written by the template (eta) at build time. */
const SCRIPT_URLS = '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>';

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${startAfterFirstPaintScript(SCRIPT_URLS)}</script>
  </body>
</html>
`;
