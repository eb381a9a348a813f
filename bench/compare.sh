#!/usr/bin/env bash
# Before/after on a noisy machine: runs the same `npm run bench` command alternately in a
# worktree of BASE (before) and in this checkout (after), ROUNDS times, so both meet the same
# noise. Figures are compared round by round (docs/performance.md).
#
#   bash bench/compare.sh BASE [ROUNDS] -- load --routes today --duration 6
set -euo pipefail
base=${1:?usage: bash bench/compare.sh BASE [ROUNDS] -- <bench arguments>}; shift
rounds=3
if [[ ${1:-} != "--" ]]; then rounds=${1}; shift; fi
[[ ${1:-} == "--" ]] && shift
here=$(git rev-parse --show-toplevel)
tree=$(mktemp -d "${TMPDIR:-/var/tmp}/spotter-base-XXXXXX")
trap 'git -C "$here" worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT
git -C "$here" worktree add --detach "$tree" "$base" >/dev/null
ln -s "$here/node_modules" "$tree/node_modules"
(cd "$tree" && node scripts/prisma-generate.mjs >/dev/null)
for round in $(seq 1 "$rounds"); do
  for side in before after; do
    dir=$here; [[ $side == before ]] && dir=$tree
    echo "=== round $round, $side ($(git -C "$dir" rev-parse --short HEAD)), load average $(cut -d' ' -f1 /proc/loadavg)"
    (cd "$dir" && npm run --silent bench -- "$@")
  done
done
