#!/usr/bin/env bash
# Puts kiwi's header-only C++ Cassowary solver (from the kiwisolver source distribution on PyPI,
# BSD licence) into Sources/CKiwi/vendor/kiwi, where the CKiwi target finds it, with
# scripts/kiwi-column-index.patch applied (a column index and hash maps, so that the solver's work
# follows the rows a change touches, not the whole tableau: Docs/Layout.md). The release as
# published goes to Sources/CKiwi/vendor/upstream/kiwi for BarBench's baseline and the test that
# the two solve alike. Not kept in git. Idempotent: when the pinned version with this patch is in
# place it returns at once.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=1.5.1
SHA256=f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a
DEST=Sources/CKiwi/vendor
PATCH=scripts/kiwi-column-index.patch
STAMP="$DEST/kiwi/.kiwisolver-$VERSION-$(sha256sum "$PATCH" | cut -c1-16)"

if [ -f "$STAMP" ]; then
  exit 0
fi

PYTHON=$(command -v python3 || true)
if [ -z "$PYTHON" ] || ! "$PYTHON" -m pip --version >/dev/null 2>&1; then
  echo "fetch-kiwi: pip is missing; installing python3-pip"
  bash scripts/setup.sh python3-pip
  PYTHON=python3
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
echo "fetch-kiwi: downloading kiwisolver $VERSION (source) from PyPI"
if ! "$PYTHON" -m pip download --quiet --no-deps --no-binary :all: "kiwisolver==$VERSION" -d "$WORK" >"$WORK/pip.log" 2>&1; then
  cat "$WORK/pip.log" >&2
  echo "fetch-kiwi: pip download kiwisolver==$VERSION failed" >&2
  exit 1
fi
ARCHIVE="$WORK/kiwisolver-$VERSION.tar.gz"
ACTUAL=$(sha256sum "$ARCHIVE" | cut -d' ' -f1)
if [ "$ACTUAL" != "$SHA256" ]; then
  echo "fetch-kiwi: kiwisolver-$VERSION.tar.gz has sha256 $ACTUAL, expected $SHA256; not using it" >&2
  exit 1
fi
tar -xzf "$ARCHIVE" -C "$WORK" "kiwisolver-$VERSION/kiwi" "kiwisolver-$VERSION/LICENSE"
rm -rf "$DEST"
mkdir -p "$DEST/upstream"
cp -R "$WORK/kiwisolver-$VERSION/kiwi" "$DEST/upstream/kiwi"
cp -R "$WORK/kiwisolver-$VERSION/kiwi" "$DEST/kiwi"
cp "$WORK/kiwisolver-$VERSION/LICENSE" "$DEST/kiwi/LICENSE"
if ! patch --quiet -p1 -d "$DEST" <"$PATCH"; then
  echo "fetch-kiwi: $PATCH does not apply to kiwisolver $VERSION" >&2
  exit 1
fi
touch "$STAMP"
echo "fetch-kiwi: kiwi $VERSION headers in $DEST/kiwi (patched), $DEST/upstream/kiwi (as released)"
