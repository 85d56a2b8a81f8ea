/** `npm run gen:api`: the API reference's generator with the site's options (config/openapi.ts). */
import {generateApiReference} from 'apipie-docs-api-reference/node';
import {apiReference} from '../config/openapi';

void generateApiReference(apiReference);
