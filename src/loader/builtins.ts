// Names the manager has registered before it walks the skill folders
// (manager.md 3): a skill.json with one of them is skipped as a duplicate.
export const BUILTIN_SKILLS: readonly string[] = [
  'capture_pcap',
  'get_packet_capture',
  'host_netns_inspect',
  'host_probe_dns',
  'host_probe_http',
  'host_probe_ping',
  'host_probe_tcp',
  'host_read_journal',
  'host_restart_service',
  'host_tail_file',
  'web_search',
];

// Agent tools the manager registers only after the loader ran: a skill with
// one of these names loads, then silently shadows the tool (manager.md 3).
// manager.md names these as examples; the list is not exhaustive.
export const AGENT_TOOL_NAMES: readonly string[] = ['cloud_bash', 'host_bash', 'query_promql'];
