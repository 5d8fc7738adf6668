#!/bin/sh
# Builds a local stand-in for node:20-bookworm-slim when Docker Hub cannot be reached (docs/deployment.md,
# "Building without Docker Hub"): a Debian bookworm root file system from the apt mirror plus this machine's
# Node 20, imported as an image. Then: NODE_IMAGE=portal-node:20 docker-compose build
# Usage (root, with debootstrap and a running dockerd): scripts/docker/build-local-base-image.sh [tag] [rootfs dir]
set -eu
TAG=${1:-portal-node:20}
ROOTFS=${2:-/tmp/portal-node-rootfs}
NODE_BIN=$(command -v node)
NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
case "$("$NODE_BIN" --version)" in v20.*) ;; *) echo "needs Node 20 on this machine (found $("$NODE_BIN" --version))" >&2; exit 1 ;; esac

if [ ! -x "$ROOTFS/bin/sh" ]; then
  # The packages the Dockerfile's deps stage installs, so its apt-get has little left to fetch.
  debootstrap --variant=minbase --include=ca-certificates,python3,make,g++ bookworm "$ROOTFS" http://deb.debian.org/debian
fi
# As in the official image: node and npm in /usr/local, a user `node` (uid 1000) that the Dockerfile's USER names.
install -m 0755 "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
rm -rf "$ROOTFS/usr/local/lib/node_modules/npm" && mkdir -p "$ROOTFS/usr/local/lib/node_modules"
cp -a "$NPM_DIR" "$ROOTFS/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
# Node's headers, for native modules that compile (better-sqlite3 without a reachable prebuilt binary):
# node-gyp would download them otherwise; npm_config_nodedir below points it here.
NODE_HEADERS=$(dirname "$(dirname "$NODE_BIN")")/include/node
[ -f "$NODE_HEADERS/node_version.h" ] || { echo "no Node headers in $NODE_HEADERS" >&2; exit 1; }
rm -rf "$ROOTFS/usr/local/include/node" && mkdir -p "$ROOTFS/usr/local/include" && cp -a "$NODE_HEADERS" "$ROOTFS/usr/local/include/node"
chroot "$ROOTFS" sh -c 'getent passwd node >/dev/null || { groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node; }'
# Trust what this machine trusts (a company proxy's CA in /usr/local/share/ca-certificates), or npm ci in
# the build cannot reach the registry through it. Node reads the system bundle via NODE_EXTRA_CA_CERTS.
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
  cp /usr/local/share/ca-certificates/*.crt "$ROOTFS/usr/local/share/ca-certificates/"
  chroot "$ROOTFS" update-ca-certificates >/dev/null
fi
rm -rf "$ROOTFS/var/lib/apt/lists/"* "$ROOTFS/var/cache/apt/archives/"*.deb
tar -C "$ROOTFS" -c . | docker import --change 'CMD ["node"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV npm_config_nodedir=/usr/local' - "$TAG"
docker run --rm "$TAG" node --version
