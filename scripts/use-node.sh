# shellcheck shell=bash
# Source this file: it puts a supported Node.js (>= 22.19) first on PATH, the same job
# actions/setup-node does elsewhere. A machine whose `node` is already 22.19 or newer keeps it;
# an older one gets the official Node 24 LTS build, which the npm registry carries as the
# package node-linux-<arch>. It is fetched once with `npm pack`, checked against the
# integrity pinned below, and unpacked into a cache folder outside the project.
#   MISSION_NODE_CACHE  where the unpacked builds live (default: ~/.cache/mission-site)

mission_node_version=24.21.0
case "$(uname -m)" in
  x86_64) mission_node_arch=x64
    mission_node_integrity='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' ;;
  aarch64 | arm64) mission_node_arch=arm64
    mission_node_integrity='sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==' ;;
  *) mission_node_arch='' ;;
esac

# undici 8 and lighthouse 13 need 22.19; anything older (or no node at all) gets the pinned build.
mission_node_supported() {
  local version major minor
  version="$(node --version 2>/dev/null)" || return 1
  IFS=. read -r major minor _ <<<"${version#v}"
  [ "${major:-0}" -gt 22 ] || { [ "${major:-0}" -eq 22 ] && [ "${minor:-0}" -ge 19 ]; }
}

mission_node_provision() {
  local dir="$1" tmp tarball actual
  tmp="$(mktemp -d)" || return 1
  echo "use-node: fetching node-linux-$mission_node_arch@$mission_node_version from the npm registry" >&2
  tarball="$(cd "$tmp" && npm pack --silent "node-linux-$mission_node_arch@$mission_node_version")" || { rm -rf "$tmp"; return 1; }
  actual="sha512-$(openssl dgst -sha512 -binary "$tmp/$tarball" | base64 | tr -d '\n')"
  if [ "$actual" != "$mission_node_integrity" ]; then
    echo "use-node: $tarball does not match the pinned integrity; refusing to use it." >&2
    rm -rf "$tmp"
    return 1
  fi
  mkdir -p "$tmp/unpacked" "$(dirname "$dir")" && tar -xzf "$tmp/$tarball" -C "$tmp/unpacked" || { rm -rf "$tmp"; return 1; }
  if [ "$("$tmp/unpacked/package/bin/node" --version)" != "v$mission_node_version" ]; then
    echo "use-node: the unpacked node does not run as v$mission_node_version." >&2
    rm -rf "$tmp"
    return 1
  fi
  # A rename, so a run cut short never leaves a half-unpacked build where the next run looks.
  mv -T "$tmp/unpacked/package" "$dir" 2>/dev/null || [ -x "$dir/bin/node" ]
  local moved=$?
  rm -rf "$tmp"
  return $moved
}

mission_node_use() {
  local dir machine
  machine="$(node --version 2>/dev/null || echo 'missing')"
  if mission_node_supported; then
    echo "use-node: using the machine's Node $(node --version)" >&2
    return 0
  fi
  if [ -z "$mission_node_arch" ]; then
    echo "use-node: Node $machine is too old and no Node 24 build is pinned for $(uname -m): install Node 22.19 or newer." >&2
    return 1
  fi
  dir="${MISSION_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/mission-site}/node-v$mission_node_version-linux-$mission_node_arch"
  [ -x "$dir/bin/node" ] || mission_node_provision "$dir" || return 1
  export PATH="$dir/bin:$PATH"
  echo "use-node: machine Node is $machine; using Node $(node --version) from $dir" >&2
}

mission_node_use
