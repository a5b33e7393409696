#!/usr/bin/env bash
# Runs a command on a supported Node (see use-node.sh): `bash scripts/with-node.sh tsx bench/run.ts`.
set -euo pipefail
# shellcheck source=scripts/use-node.sh
source "$(dirname "$0")/use-node.sh"
exec "$@"
