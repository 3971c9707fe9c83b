import { describe, expect, it } from 'vitest';
import { bundle } from './bundle-entry';

/** zod's core names its schema types in strings that survive bundling and minifying. */
const ZOD_CORE = '$ZodType';

/*
 * The home page and the MaaS poll show services, feelings, dates, addresses, messages and the poll's
 * answers but validate nothing, and /popular's first requests need only its sort and the map's box;
 * they loaded zod's core (25 KB gzip) because those lists shared modules with the schemas built from
 * them. The schemas now live apart (`*-schema.ts`); a schema added back beside a list would bring zod
 * back to every page that shows it.
 */
describe("the domain's lists, as the web app bundles them", () => {
  it('load without zod', async () => {
    const code = await bundle(`
      import { DEFAULT_SORT, FEELINGS, feelingByScore, formatBbox, isMessageCode, isPlaceholderAddress, klDateString, MAP_BBOX_TILES_MAX, mapTileDegrees, messageText, POLL_ANSWERS, SERVICES, serviceSlug, TIME_ZONE } from '@suara/domain';
      console.log(DEFAULT_SORT, FEELINGS, feelingByScore, formatBbox, isMessageCode, isPlaceholderAddress, klDateString, MAP_BBOX_TILES_MAX, mapTileDegrees, messageText, POLL_ANSWERS, SERVICES, serviceSlug, TIME_ZONE);
    `);
    expect(code).toContain('Bas Henti-henti');
    expect(code).not.toContain(ZOD_CORE);
  }, 60_000);

  it('bring zod with a schema', async () => {
    const code = await bundle(`import { ZServiceKey } from '@suara/domain'; console.log(ZServiceKey.parse('TAXI'));`);
    expect(code).toContain(ZOD_CORE);
  }, 60_000);
});
