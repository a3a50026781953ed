// What a query asks of a field's result: the names of the fields selected below it.
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected under `child` of the field being resolved (`data` of a page), through
 * fragments and inline fragments and under any alias. @skip and @include are not evaluated: such a field
 * counts as selected, which reads a column more, never one less.
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, child: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const each = (set: SelectionSetNode | undefined, visit: (name: string, below?: SelectionSetNode) => void) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) visit(s.name.value, s.selectionSet);
      else if (s.kind === Kind.INLINE_FRAGMENT) each(s.selectionSet, visit);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        each(info.fragments[s.name.value]?.selectionSet, visit);
        seen.delete(s.name.value);
      }
    }
  };
  for (const node of info.fieldNodes)
    each(node.selectionSet, (name, below) => {
      if (name === child) each(below, (field) => names.add(field));
    });
  return names;
}
