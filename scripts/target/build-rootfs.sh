#!/bin/sh
# Builds a root filesystem like the ongrid manager's image (deploy/Dockerfile.ongrid
# at ongrid v0.13.4): debian bookworm, the runtime stage's package list, its user
# and folders. Runs as root. Atomic: builds beside DIR, writes the ready marker
# last, then renames into place; a DIR without the marker is rebuilt, never used.
# See docs/target.md for what differs from the real image.
set -eu

usage() { echo "usage: build-rootfs.sh DIR [MIRROR]" >&2; exit 2; }
[ $# -ge 1 ] || usage
DIR=$1
# Same archive this machine's apt uses by default; override for a snapshot, e.g.
# http://snapshot.debian.org/archive/debian/20250520T000000Z
MIRROR=${2:-${ONGRID_TARGET_MIRROR:-http://deb.debian.org/debian}}
MARKER=.ongrid-target-ready
# The runtime stage's apt-get line, in the Dockerfile's order.
PACKAGES="git openssh-client ca-certificates tzdata libgomp1 libstdc++6 curl python3 python3-pip"

if [ "$(id -u)" != 0 ]; then
  echo "build-rootfs.sh: needs root (debootstrap and chroot); run it with sudo" >&2
  exit 1
fi
for tool in debootstrap chroot; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "build-rootfs.sh: $tool not found; install it: apt-get install -y debootstrap" >&2
    exit 1
  fi
done

if [ -f "$DIR/$MARKER" ]; then
  echo "build-rootfs.sh: $DIR is already built ($DIR/$MARKER); remove it to rebuild" >&2
  exit 0
fi

parent=$(dirname -- "$DIR")
mkdir -p -- "$parent"
work=$(mktemp -d "$parent/.rootfs-build.XXXXXX")
# mktemp makes it 0700; the image's / is 0755, and uid 65532 must traverse it.
chmod 0755 "$work"
cleanup() {
  umount "$work/proc" 2>/dev/null || true
  rm -rf -- "$work"
}
trap cleanup EXIT INT TERM

debootstrap --variant=minbase bookworm "$work" "$MIRROR"

mount -t proc proc "$work/proc" 2>/dev/null || true
chroot "$work" /bin/sh -eu -c "
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  sed -n 's/^Date: //p' /var/lib/apt/lists/*_dists_bookworm_*Release | head -n 1 > /.ongrid-target-release-date
  apt-get install -y --no-install-recommends $PACKAGES
  rm -rf /var/lib/apt/lists/*
  mkdir -p /usr/share/ongrid/edge-bundles /var/lib/ongrid/repos
  groupadd --system --gid 65532 nonroot
  useradd --system --uid 65532 --gid 65532 --no-create-home --shell /usr/sbin/nologin nonroot
  chown -R nonroot:nonroot /var/lib/ongrid
"
umount "$work/proc" 2>/dev/null || true

# Provenance for describe.mjs: the archive, its Release date, and what was installed.
{
  echo "mirror=$MIRROR"
  echo "release_date=$(cat "$work/.ongrid-target-release-date")"
  echo "built=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
} > "$work/.ongrid-target-provenance"
chroot "$work" dpkg-query -W -f '${Package}\t${Version}\n' > "$work/.ongrid-target-packages"

echo "ongrid v0.13.4 manager image, uid 65532" > "$work/$MARKER"

# A half-built DIR (no marker) is moved aside and removed, never reused.
if [ -e "$DIR" ]; then
  stale=$(mktemp -d "$parent/.rootfs-stale.XXXXXX")
  mv -- "$DIR" "$stale/old"
  rm -rf -- "$stale"
fi
mv -- "$work" "$DIR"
trap - EXIT INT TERM
echo "build-rootfs.sh: built $DIR"
