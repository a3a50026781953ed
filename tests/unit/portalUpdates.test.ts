// The portal always sends the updatedAt a record was loaded with (issue 33: the server refuses an
// update without it): every resource with an update mutation reads updatedAt in its list rows and its
// detail record, and the data provider's update input carries it.
import { describe, expect, it } from 'vitest';
import { RESOURCE_MODULES } from '../../src/resources';
import { registerResourceModules, loadResourceApis } from '../../src/shell/registry';
import { updateInput } from '../../src/providers/buildQuery';

/** The top-level field names of a selection (nested selections skipped). */
function topLevelFields(selection: string): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const token of selection
    .replace(/([{}])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean)) {
    if (token === '{') depth++;
    else if (token === '}') depth--;
    else if (depth === 0 && /^\w+$/.test(token)) out.push(token);
  }
  return out;
}

describe('portal updates name the version they were loaded with', () => {
  it('every resource with an update reads updatedAt in its rows and its record, and sends it back', async () => {
    registerResourceModules(RESOURCE_MODULES);
    const specs = Object.entries(await loadResourceApis()).filter(([, spec]) => spec.update);
    expect(specs.length).toBeGreaterThanOrEqual(15);
    for (const [name, spec] of specs) {
      expect(topLevelFields(spec.fields), `${name} list rows`).toContain('updatedAt');
      expect(topLevelFields(spec.detailFields), `${name} record`).toContain('updatedAt');
      const loaded = { _id: 'a', updatedAt: '2026-05-01T10:00:00.000Z' };
      expect(updateInput(spec, { ...loaded }, loaded), name).toMatchObject({ _id: 'a', updatedAt: loaded.updatedAt });
    }
  });
});
