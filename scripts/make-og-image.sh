#!/usr/bin/env bash
# Renders public/og-image.png (1200x630, the social preview image) from scripts/og-image.html with
# headless Chromium. Run once after changing the HTML; the PNG is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=$(mktemp -d)
chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
  --user-data-dir="$profile" --hide-scrollbars --window-size=1200,630 \
  --screenshot=public/og-image.png "file://$PWD/scripts/og-image.html" 2>/dev/null
rm -rf "$profile"
ls -l public/og-image.png
