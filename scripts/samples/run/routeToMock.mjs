// Loaded with --import into every TypeScript and JavaScript code sample the runner starts: fetch()
// to https://apipie.ai or https://api.apipie.ai goes to the run's mock (APIPIE_MOCK_URL) instead,
// so samples run as written. The OpenAI SDK calls the global fetch. Nothing else leaves the machine.
import './noNetwork.cjs';

const API_HOSTS = new Set(['apipie.ai', 'api.apipie.ai']);
const mock = process.env.APIPIE_MOCK_URL;
const fetchFromNode = globalThis.fetch;

/** The mock's address for an API address; any other address as it is. */
function routed(address) {
  const url = new URL(address);
  return url.protocol === 'https:' && API_HOSTS.has(url.hostname) ? `${mock}${url.pathname}${url.search}` : address;
}

globalThis.fetch = (input, init) => {
  if (input instanceof Request) return fetchFromNode(new Request(routed(input.url), input), init);
  return fetchFromNode(routed(String(input)), init);
};
