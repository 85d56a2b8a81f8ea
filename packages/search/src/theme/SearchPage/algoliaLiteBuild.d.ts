// algoliasearch exports its browser build under this subpath without its own
// declarations; it is the module `algoliasearch/lite` resolves to in a browser.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export {liteClient} from 'algoliasearch/lite';
}
