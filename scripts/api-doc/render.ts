import { listHttpOperations } from '../../src/shared/contract';
import packageJson from '../../package.json';
import { buildCoverage } from './coverage';
import { buildOpenApi } from './openapi';

/** Every file `npm run api:doc` writes, by its path from the repository root, with its text. */
export const renderApiDocs = (): Record<string, string> => {
  const operations = listHttpOperations();
  return {
    'docs/openapi.json': `${JSON.stringify(buildOpenApi(operations, packageJson.version), null, 2)}\n`,
    'docs/spec-coverage.md': buildCoverage(operations),
  };
};
