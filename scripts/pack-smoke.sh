#!/usr/bin/env bash
# The package is what is tested: pack it, install the tarball into a fresh
# prefix as a user would (npm install -g), and run each command from there.
# Fails on the first command that does not behave.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tarball=$(npm pack --silent --pack-destination "$tmp" | tail -1)
npm install -g --prefix "$tmp/prefix" --no-audit --no-fund --silent "$tmp/$tarball"
bin="$tmp/prefix/bin/ongrid-skills"
test -x "$bin"
# Nothing but the package itself is installed: every dependency is bundled.
extra=$(find "$tmp/prefix/lib/node_modules/ongrid-skills" -mindepth 1 -maxdepth 1 -name node_modules | wc -l)
[ "$extra" = 0 ] || { echo "pack-smoke: the installed package brought node_modules" >&2; exit 1; }

first=$("$bin" --help | head -1)
[ "$first" = "Usage: ongrid-skills [options] [command]" ] || { echo "pack-smoke: --help | head -1 gave: $first" >&2; exit 1; }

skills="$tmp/skills"
mkdir -p "$skills/hello"
printf '{"name":"hello","description":"says hello","entry":"run.sh","class":"safe","timeout_seconds":5}\n' >"$skills/hello/skill.json"
printf '#!/bin/sh\nprintf %s\n' "'{\"hello\":\"world\"}'" >"$skills/hello/run.sh"
chmod +x "$skills/hello/run.sh"

cd "$tmp"
"$bin" scan "$skills" >/dev/null 2>&1
"$bin" validate "$skills" >/dev/null 2>&1
out=$(echo '{}' | "$bin" run hello --dir "$skills" 2>/dev/null)
[ "$out" = '{"hello":"world"}' ] || { echo "pack-smoke: run printed: $out" >&2; exit 1; }
"$bin" list --dir "$skills" --json 2>/dev/null | grep -q '"total":1' || { echo "pack-smoke: list did not list the skill" >&2; exit 1; }
# Every chunk of the bundle (scripts/build.mjs) shipped and loads from the install.
for chunk in ajv mcp yaml cosmiconfig sarif; do
  test -f "$tmp/prefix/lib/node_modules/ongrid-skills/dist/ongrid-skills.$chunk.cjs" || { echo "pack-smoke: dist/ongrid-skills.$chunk.cjs is not in the package" >&2; exit 1; }
done
# The command bundles and validate's entry worker shipped too.
for file in ongrid-skills-run.cjs ongrid-skills-scan.cjs ongrid-skills-entries.cjs; do
  test -f "$tmp/prefix/lib/node_modules/ongrid-skills/dist/$file" || { echo "pack-smoke: dist/$file is not in the package" >&2; exit 1; }
done
# The addons shipped where the build made them (a C compiler was found),
# and the skill's stdio from the install are real pipes.
for addon in ongrid-skills-child.node ongrid-skills-prefetch.node; do
  if [ -f "$repo/dist/$addon" ]; then
    test -f "$tmp/prefix/lib/node_modules/ongrid-skills/dist/$addon" || { echo "pack-smoke: dist/$addon is not in the package" >&2; exit 1; }
  fi
done
mkdir -p "$skills/piped"
printf '{"name":"piped","description":"checks its stdio","entry":"run.sh"}\n' >"$skills/piped/skill.json"
printf '#!/bin/sh\n[ -p /dev/stdin ] && [ -p /dev/stdout ] && [ -p /dev/stderr ] || exit 9\nprintf %s\n' "'{}'" >"$skills/piped/run.sh"
chmod +x "$skills/piped/run.sh"
out=$(echo '{}' | "$bin" run piped --dir "$skills" 2>/dev/null) && [ "$out" = '{}' ] || { echo "pack-smoke: the skill's stdio from the install are not pipes" >&2; exit 1; }
rm -r "$skills/piped"
"$bin" list --dir "$skills" --tools openai 2>/dev/null | grep -q '"name": *"hello"' || { echo "pack-smoke: list --tools did not show the tool" >&2; exit 1; }
# sarif chunk
"$bin" validate "$skills" --format sarif 2>/dev/null | grep -q '"version": *"2.1.0"' || { echo "pack-smoke: validate --format sarif gave no SARIF" >&2; exit 1; }
# yaml chunk: a SKILL.md skill
mkdir -p "$skills/notes"
printf -- '---\nname: notes\ndescription: takes notes\n---\nWrite the notes down.\n' >"$skills/notes/SKILL.md"
"$bin" list --dir "$skills" --json 2>/dev/null | grep -q '"notes"' || { echo "pack-smoke: list did not read the SKILL.md skill" >&2; exit 1; }
# cosmiconfig chunk: a config file in the current folder
printf '{"dirs":["%s"]}\n' "$skills" >"$tmp/.ongrid-skillsrc.json"
"$bin" list --json 2>/dev/null | grep -q '"hello"' || { echo "pack-smoke: the config file's dirs were not used" >&2; exit 1; }
rm "$tmp/.ongrid-skillsrc.json"
# ajv chunk: init writes a skill with a schema, test runs its golden file through it
"$bin" init "$tmp/made/disk_report" --lang sh --yes >/dev/null 2>&1
"$bin" test "$tmp/made/disk_report" >/dev/null 2>&1 || { echo "pack-smoke: test of an init skill failed" >&2; exit 1; }
echo '{}' | "$bin" run disk_report --dir "$tmp/made" >/dev/null 2>&1 || { echo "pack-smoke: run of a skill with a schema failed" >&2; exit 1; }
# pack sign and verify
openssl ecparam -name prime256v1 -genkey -noout 2>/dev/null | openssl pkcs8 -topk8 -nocrypt -out "$tmp/key.pem" 2>/dev/null
"$bin" pack sign "$tmp/made" --key "$tmp/key.pem" >/dev/null 2>&1 || { echo "pack-smoke: pack sign failed" >&2; exit 1; }
"$bin" pack verify "$tmp/made" 2>/dev/null | grep -qi verified || { echo "pack-smoke: pack verify did not verify" >&2; exit 1; }
# mcp chunk: initialize and list the tools over stdio
init='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"smoke","version":"1"}}}'
list='{"jsonrpc":"2.0","id":2,"method":"tools/list"}'
out=$( (printf '%s\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n%s\n' "$init" "$list"; sleep 2) | "$bin" mcp --dir "$skills" 2>/dev/null || true)
echo "$out" | grep -q '"id":2' && echo "$out" | grep -q '"hello"' || { echo "pack-smoke: mcp did not list the tool: $out" >&2; exit 1; }
echo "pack-smoke: $tarball installs and runs (--help, scan, validate, validate --format sarif, run, list, list --tools, config file, SKILL.md, init, test, pack sign/verify, mcp)"
