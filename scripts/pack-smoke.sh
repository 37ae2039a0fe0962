#!/usr/bin/env bash
# The package is what is tested: pack it, install the tarball into a fresh
# prefix as a user would (npm install -g), and run every command from there,
# three ways: with the addon as packed, with the addon cut short (it must be
# skipped, not loaded), and with no addon at all. Fails on the first
# command that does not behave.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tarball=$(npm pack --silent --pack-destination "$tmp" | tail -1)
npm install -g --prefix "$tmp/prefix" --no-audit --no-fund --silent "$tmp/$tarball"
pkg="$tmp/prefix/lib/node_modules/ongrid-skills"
bin="$tmp/prefix/bin/ongrid-skills"
test -x "$bin"
fail() { echo "pack-smoke ($mode): $*" >&2; exit 1; }
# Nothing but the package itself is installed: every dependency is bundled.
[ ! -e "$pkg/node_modules" ] || { mode=install; fail "the installed package brought node_modules"; }
grep -q '"scripts"' "$pkg/package.json" && { mode=install; fail "the installed package.json has scripts"; }
addon=$(find "$pkg/dist/prebuilds" -name 'ongrid-skills-child.node' 2>/dev/null | head -1)

skills="$tmp/skills"
mkdir -p "$skills/hello" "$skills/piped"
printf '{"name":"hello","description":"says hello","entry":"run.sh","class":"safe","timeout_seconds":5}\n' >"$skills/hello/skill.json"
printf '#!/bin/sh\nprintf %s\n' "'{\"hello\":\"world\"}'" >"$skills/hello/run.sh"
printf '{"name":"piped","description":"says whether its stdout is a pipe","entry":"run.sh"}\n' >"$skills/piped/skill.json"
printf '#!/bin/sh\nif [ -p /dev/stdout ]; then printf %s; else printf %s; fi\n' "'{\"pipe\":true}'" "'{\"pipe\":false}'" >"$skills/piped/run.sh"
chmod +x "$skills/hello/run.sh" "$skills/piped/run.sh"
mkdir -p "$tmp/notes/notes"
printf -- '---\nname: notes\ndescription: takes notes\n---\nWrite the notes down.\n' >"$tmp/notes/notes/SKILL.md"
openssl ecparam -name prime256v1 -genkey -noout 2>/dev/null | openssl pkcs8 -topk8 -nocrypt -out "$tmp/key.pem" 2>/dev/null

# Every command, from the install; $1 is what `run` of the piped skill must print.
every_command() {
  local want_pipe=$1 work="$tmp/work-$mode"
  mkdir -p "$work" && cd "$work"
  [ "$("$bin" --version)" = "$(node -p "require('$pkg/package.json').version")" ] || fail "--version"
  [ "$("$bin" --help | head -1)" = "Usage: ongrid-skills [options] [command]" ] || fail "--help"
  "$bin" scan "$skills" >/dev/null 2>&1 || fail "scan"
  "$bin" validate "$skills" >/dev/null 2>&1 || fail "validate"
  "$bin" validate "$skills" --format sarif 2>/dev/null | grep -q '"version": *"2.1.0"' || fail "validate --format sarif gave no SARIF"
  [ "$(echo '{}' | "$bin" run hello --dir "$skills" 2>/dev/null)" = '{"hello":"world"}' ] || fail "run"
  [ "$(echo '{}' | "$bin" run piped --dir "$skills" 2>/dev/null)" = "$want_pipe" ] || fail "run: the skill's stdout is not what this way gives"
  "$bin" list --dir "$skills" --json 2>/dev/null | grep -q '"total":2' || fail "list"
  "$bin" list --dir "$skills" --tools openai 2>/dev/null | grep -q '"name": *"hello"' || fail "list --tools"
  "$bin" list --dir "$tmp/notes" --json 2>/dev/null | grep -q '"notes"' || fail "list of a SKILL.md skill"
  printf '{"dirs":["%s"]}\n' "$skills" >.ongrid-skillsrc.json
  "$bin" list --json 2>/dev/null | grep -q '"hello"' || fail "the config file's dirs were not used"
  rm .ongrid-skillsrc.json
  "$bin" rules >/dev/null 2>&1 || fail "rules"
  "$bin" explain entry-not-executable >/dev/null 2>&1 || fail "explain"
  "$bin" schema >/dev/null 2>&1 || fail "schema"
  "$bin" init "$work/made/disk_report" --lang sh --yes >/dev/null 2>&1 || fail "init"
  "$bin" test "$work/made/disk_report" >/dev/null 2>&1 || fail "test of an init skill"
  echo '{}' | "$bin" run disk_report --dir "$work/made" >/dev/null 2>&1 || fail "run of a skill with a schema"
  "$bin" pack sign "$work/made" --key "$tmp/key.pem" >/dev/null 2>&1 || fail "pack sign"
  "$bin" pack verify "$work/made" 2>/dev/null | grep -qi verified || fail "pack verify"
  local init list out
  init='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"smoke","version":"1"}}}'
  list='{"jsonrpc":"2.0","id":2,"method":"tools/list"}'
  out=$( (printf '%s\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n%s\n' "$init" "$list"; sleep 2) | "$bin" mcp --dir "$skills" 2>/dev/null || true)
  echo "$out" | grep -q '"id":2' && echo "$out" | grep -q '"hello"' || fail "mcp did not list the tool: $out"
  cd "$tmp"
}

if [ -n "$addon" ]; then
  mode=addon
  every_command '{"pipe":true}'
  mode=corrupted
  cp "$addon" "$tmp/addon.bak"
  truncate -s 4096 "$addon"
  every_command '{"pipe":false}'
  cp "$tmp/addon.bak" "$addon"
else
  echo "pack-smoke: the tarball has no addon (packed with ONGRID_SKILLS_NO_ADDON=1, or off Linux)" >&2
fi
mode=no-addon
rm -rf "$pkg/dist/prebuilds"
every_command '{"pipe":false}'
echo "pack-smoke: $tarball installs and runs every command (--version, --help, scan, validate, sarif, run, list, list --tools, SKILL.md, config file, rules, explain, schema, init, test, pack sign/verify, mcp)${addon:+ with the addon, with it cut short,} and without the addon"
