import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules the repository's ESLint configuration reports for `code` written in `file`. */
async function reportedRules(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/modules/${file}` });
  return result!.messages.map((message) => message.ruleId);
}

describe("the API's module boundaries (eslint.config.js)", () => {
  it("refuses a reach into another module's inner file", async () => {
    const code = "export { CatalogueCache } from '../products/list-cache';\n";
    expect(await reportedRules('storefront/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it("lets a module use another through that module's index.ts", async () => {
    const code = "export { CatalogueCache } from '../products';\n";
    expect(await reportedRules('storefront/probe.ts', code)).toEqual([]);
  });

  it('lets a module import its own files', async () => {
    const code = "export { CatalogueCache } from './list-cache';\n";
    expect(await reportedRules('products/probe.ts', code)).toEqual([]);
  });
});
