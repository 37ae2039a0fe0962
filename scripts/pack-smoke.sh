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
echo "pack-smoke: $tarball installs and runs (--help, scan, validate, run, list)"
