// Names the manager has registered before it walks the skill folders
// (docs/manager.md#one-manifest-one-log-line): a skill.json with one of them is skipped as a duplicate.
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

// Every agent tool the manager can register, read off ongrid v0.13.4
// (commit 2e688933): Registry.BuildBaseTools in
// internal/manager/biz/aiops/tools/registry_basetool.go (each tool's
// ToolName* constant beside its constructor), AppendHostFilesTools in
// host_files_register.go, the coordinator's AgentTool / SendMessage /
// TaskStop and the approval-gated tools cmd/ongrid/main.go appends with
// AppendToolBag, and ToolSearch (always added, tool_search_tool.go). Which
// of them a deployment has depends on what it wires (Prometheus, Loki,
// Tempo, knowledge, Kubernetes, ...); this is the union. They register
// after the skill loader ran: a skill with one of these names loads, then
// silently shadows the tool (docs/manager.md#one-manifest-one-log-line). Update with the manager.
export const AGENT_TOOLS_SOURCE = 'ongrid v0.13.4 (2e688933) internal/manager/biz/aiops/tools, cmd/ongrid/main.go';
export const AGENT_TOOL_NAMES: readonly string[] = [
  'AgentTool',
  'SendMessage',
  'TaskStop',
  'ToolSearch',
  'analyze_database_status',
  'apply_config_change',
  'capture_pcap',
  'cloud_bash',
  'correlate_incident',
  'describe_k8s_resource',
  'draft_config_change',
  'execute_k8s_action',
  'expand_topology',
  'find_outlier_edges',
  'find_topology_node',
  'get_edge_summary',
  'get_host_load',
  'get_host_processes',
  'get_incident_detail',
  'get_network_neighbors',
  'get_packet_capture_session',
  'get_topology',
  'grep_source',
  'host_bash',
  'host_du_summary',
  'host_find_large_files',
  'host_restart_service',
  'host_stat_file',
  'install_skill',
  'list_database_sources',
  'list_metric_catalog',
  'list_repo_sources',
  'query_alert_rules',
  'query_change_events',
  'query_devices',
  'query_incidents',
  'query_k8s_logs',
  'query_k8s_snapshot',
  'query_knowledge',
  'query_logql',
  'query_network_devices',
  'query_network_interfaces',
  'query_promql',
  'query_traceql',
  'rank_edges',
  'read_source',
  'send_im_message',
  'send_notification',
  'serve_page',
];
