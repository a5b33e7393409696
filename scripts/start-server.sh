#!/usr/bin/env bash
# `npm start`: the production server on a supported Node (see use-node.sh), with its heap sized,
# under a small supervisor (scripts/supervise.mjs) that starts it again when it crashes.
#
# Left to itself V8 sizes the heap from the machine's memory and collects lazily: on a 24 GB
# machine the server ended the bench's mixed load at 620-650 MB RSS with 137 MB of live heap
# (bench/README.md, figures 6 and 8). Capping the old space at 512 MB (3.5x the live peak) and
# the young generation's semi-spaces at 16 MB keeps it near 440 MB, with no change in the load's
# results. Anything set in NODE_OPTIONS by the operator comes later and wins. The supervisor
# passes NODE_OPTIONS on to the server it runs.
set -euo pipefail
# shellcheck source=scripts/use-node.sh
source "$(dirname "$0")/use-node.sh"
export NODE_OPTIONS="--max-old-space-size=512 --max-semi-space-size=16${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec node "$(dirname "$0")/supervise.mjs" "$@"
