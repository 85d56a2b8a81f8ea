/** Fixtures for tests of code that uses the package: a few page outlines, as the plugin extracts them. */
export {samplePages} from './fixtures/samplePages';
