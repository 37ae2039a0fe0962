// The nodes the `yaml` package composes for one-line scalars, built directly: the same classes, values, tags, formats,
// source and ranges its composer gives them (compose-scalar.js).
import YAML from 'yaml';
import type { Document, Schema } from 'yaml';

const OPTIONS = { uniqueKeys: false, prettyErrors: false } as const;
/** The `yaml` package's directives class (not exported by name): each composed document gets fresh ones. */
const Directives = new YAML.Document().directives!.constructor as new (init: { version: string }) => object;

export class FlatNodes {
  readonly doc: Document.Parsed;
  readonly schema: Schema;

  constructor() {
    // As parseDocument with these options makes it: the composer's directives passed in.
    this.doc = new YAML.Document(undefined, { _directives: new Directives({ version: '1.2' }), ...OPTIONS } as YAML.DocumentOptions) as Document.Parsed;
    this.schema = this.doc.schema;
  }

  /** A quoted scalar whose value is `value` (escapes already undone), `raw` long at `start`, its range ending at `after`. */
  quoted(value: string, double: boolean, start: number, length: number, after: number): YAML.Scalar {
    const node = new YAML.Scalar(value);
    node.range = [start, start + length, after];
    node.source = value;
    node.type = double ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE';
    return node;
  }

  /** A plain scalar resolved by the schema's tests (a key must be a string); undefined where the schema would complain or at `<<`. */
  plain(raw: string, start: number, after: number, key: boolean): YAML.Scalar | undefined {
    if (raw === '<<') return undefined;
    const tag = this.schema.tags.find((t) => t.default === true && (t as YAML.ScalarTag).test?.test(raw)) as YAML.ScalarTag | undefined;
    if (key && tag) return undefined;
    let failed = false;
    const res = tag ? tag.resolve(raw, () => (failed = true), this.doc.options) : raw;
    if (failed) return undefined;
    const node = YAML.isScalar(res) ? res : new YAML.Scalar(res);
    node.range = [start, start + raw.length, after];
    node.source = raw;
    node.type = 'PLAIN';
    if (tag?.format) node.format = tag.format;
    return node;
  }
}
