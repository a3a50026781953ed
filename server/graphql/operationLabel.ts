// The label of a GraphQL request in the metrics (server/platform/metrics.ts): its operation type and
// first root field ("query", "vouchers"), a field of the schema's own Query or Mutation type, so that
// the label values are a bounded set whatever a caller sends. Each query text is parsed once (the web
// app sends a few hundred texts); an unparsable text or unknown field is "other".
import { getOperationAST, parse, type GraphQLSchema } from 'graphql';

const MAX_KNOWN = 512;

export interface OperationLabel {
  type: string;
  operation: string;
}

const OTHER: OperationLabel = { type: 'other', operation: 'other' };

export function operationLabeller(schema: GraphQLSchema) {
  const fields = {
    query: new Set(Object.keys(schema.getQueryType()?.getFields() ?? {})),
    mutation: new Set(Object.keys(schema.getMutationType()?.getFields() ?? {})),
  };
  const known = new Map<string, OperationLabel>();
  return (text: unknown, operationName?: unknown): OperationLabel => {
    if (typeof text !== 'string') return OTHER;
    const key = typeof operationName === 'string' ? `${operationName}\n${text}` : text;
    let label = known.get(key);
    if (label) return label;
    label = OTHER;
    try {
      const op = getOperationAST(parse(text), typeof operationName === 'string' ? operationName : undefined);
      const first = op?.selectionSet.selections.find((s) => s.kind === 'Field');
      const type = op?.operation as keyof typeof fields | undefined;
      if (first?.kind === 'Field' && type && fields[type]?.has(first.name.value))
        label = { type, operation: first.name.value };
    } catch {
      // not GraphQL: "other"
    }
    if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
    known.set(key, label);
    return label;
  };
}
