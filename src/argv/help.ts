// A command's help: usage, description, arguments, options and subcommands in two aligned columns, wrapped to the
// terminal (80 off one), laid out as commander's (docs/architecture.md, "src/argv/").
import type { Command } from './command.js';
import type { Option } from './option.js';

/** Below this many columns for a description, it is not wrapped at all. */
const MIN_WRAP = 40;
export const HELP_SHORT = '-h';
export const HELP_LONG = '--help';
const HELP_FLAGS = `${HELP_SHORT}, ${HELP_LONG}`;
const HELP_TEXT = 'display help for command';

/** `<name>`, `[path...]`: an argument as usage lines show it. */
function argTerm(arg: { name: string; required: boolean; variadic: boolean }): string {
  const name = arg.name + (arg.variadic ? '...' : '');
  return arg.required ? `<${name}>` : `[${name}]`;
}

/** Wraps at whitespace to `width` columns, keeping the text's own line breaks. */
function boxWrap(text: string, width: number): string {
  if (width < MIN_WRAP) return text;
  const out: string[] = [];
  for (const line of text.split(/\r\n|\n/)) {
    const chunks = line.match(/\s*\S+/g);
    if (chunks === null) {
      out.push('');
      continue;
    }
    let current = chunks[0];
    for (const chunk of chunks.slice(1)) {
      if (current.length + chunk.length <= width) {
        current += chunk;
      } else {
        out.push(current);
        current = chunk.trimStart();
      }
    }
    out.push(current);
  }
  return out.join('\n');
}

function optionText(o: Option): string {
  const extra: string[] = [];
  if (o.argChoices) extra.push(`choices: ${o.argChoices.map((c) => JSON.stringify(c)).join(', ')}`);
  if (o.defaultValue !== undefined && (o.takesValue || typeof o.defaultValue === 'boolean')) extra.push(`default: ${JSON.stringify(o.defaultValue)}`);
  if (extra.length === 0) return o.description;
  return o.description ? `${o.description} (${extra.join(', ')})` : `(${extra.join(', ')})`;
}

function commandTerm(c: Command): string {
  const args = c.args.map(argTerm).join(' ');
  return c.name + (c.options.length > 0 ? ' [options]' : '') + (args ? ' ' + args : '');
}

/** The usage line's tail: `[options] [command] <name>`. */
function usage(c: Command): string {
  return ['[options]', ...(c.commands.length > 0 ? ['[command]'] : []), ...c.args.map(argTerm)].join(' ');
}

export function formatHelp(c: Command, width: number): string {
  const args = c.args.some((a) => a.description) ? c.args.map((a): [string, string] => [a.name, a.description]) : [];
  const options = [...c.options.map((o): [string, string] => [o.flags, optionText(o)]), [HELP_FLAGS, HELP_TEXT] as [string, string]];
  const commands = c.commands.map((s): [string, string] => [commandTerm(s), s.about]);
  if (commands.length > 0) commands.push(['help [command]', HELP_TEXT]);
  const termWidth = Math.max(...[...args, ...options, ...commands].map(([term]) => term.length));
  const item = ([term, text]: [string, string]): string => {
    if (!text) return '  ' + term;
    const room = width - termWidth - 4;
    const body = room < MIN_WRAP || /\n[^\S\r\n]/.test(text) ? text : boxWrap(text, room).replace(/\n/g, '\n' + ' '.repeat(termWidth + 2));
    return '  ' + term.padEnd(termWidth) + '  ' + body.replace(/\n/g, '\n  ');
  };
  const section = (title: string, items: [string, string][]): string[] => (items.length > 0 ? [title, ...items.map(item), ''] : []);
  const path = c.lineage().map((at) => at.name).reverse();
  return [
    `Usage: ${path.join(' ')} ${usage(c)}`,
    '',
    ...(c.about ? [boxWrap(c.about, width), ''] : []),
    ...section('Arguments:', args),
    ...section('Options:', options),
    ...section('Commands:', commands),
  ].join('\n');
}
