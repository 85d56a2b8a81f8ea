/** The docs instance's source folder and route: the preset's docs and the API reference's generator share them. */
export const docsLocation = {path: 'docs', routeBasePath: '/'};
