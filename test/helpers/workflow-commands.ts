// A reader of GitHub Actions workflow commands, as the runner reads a step's
// output: lines split at \n, \r\n and \r; leading white space trimmed; a line
// `::name props::data` is a command, and so is `##[name ...]` anywhere in a
// line (the old syntax); `::stop-commands::TOKEN` silences every line until
// `::TOKEN::`. Stricter than the runner where it differs (any name counts).
export interface WorkflowCommand {
  name: string;
  props: string;
  data: string;
  line: string;
}

export function workflowCommands(stream: string): WorkflowCommand[] {
  const found: WorkflowCommand[] = [];
  let stopped: string | undefined;
  for (const raw of stream.split(/\r\n|\r|\n/)) {
    const line = raw.trimStart();
    if (stopped !== undefined) {
      if (line === `::${stopped}::`) stopped = undefined;
      continue;
    }
    const v2 = /^::([^\s:]+)(?: ([^]*?))?::([^]*)$/.exec(line);
    if (v2) {
      found.push({ name: v2[1]!.toLowerCase(), props: v2[2] ?? '', data: v2[3]!, line: raw });
      if (v2[1]!.toLowerCase() === 'stop-commands') stopped = v2[3];
      continue;
    }
    const v1 = /##\[([^\]\s]+)([^\]]*)\]([^]*)$/.exec(line);
    if (v1) found.push({ name: v1[1]!.toLowerCase(), props: v1[2]!.trim(), data: v1[3]!, line: raw });
  }
  return found;
}
