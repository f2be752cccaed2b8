#!/usr/bin/env bash
# Regenerates the committed demo media under media/demo (posters, HLS VOD assets, panoramic
# views, caption tracks, manifest.json). x264 is not bit-exact from run to run, so encodes whose
# recipe is unchanged are kept and re-running it on an unchanged tree leaves git clean; pass
# --force to encode everything again. A fresh checkout never needs this: the files are committed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
font_dir="${TOUCHLINE_FONT_DIR:-/usr/share/fonts/truetype/dejavu}"

fail() {
  echo "media-demo: $*" >&2
  exit 1
}

for tool in ffmpeg ffprobe; do
  command -v "$tool" >/dev/null 2>&1 ||
    fail "$tool is not installed. Install it (Debian/Ubuntu: apt-get install ffmpeg) and run again."
done
command -v node >/dev/null 2>&1 || fail "node is not on PATH."

font=DejaVuSansMono-Bold.ttf
[[ -f "$font_dir/$font" ]] ||
  fail "font $font_dir/$font is missing. Install fonts-dejavu-core or set TOUCHLINE_FONT_DIR."

# Captured first: grep -q closing the pipe early would fail the pipeline under pipefail.
encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
decoders="$(ffmpeg -hide_banner -decoders 2>/dev/null)"
filters="$(ffmpeg -hide_banner -filters 2>/dev/null)"
for encoder in libx264 aac; do
  grep -qw "$encoder" <<<"$encoders" || fail "this ffmpeg has no $encoder encoder."
done
grep -qw librsvg <<<"$decoders" ||
  fail "this ffmpeg cannot decode SVG (built without librsvg); the artwork is drawn as SVG."
grep -qw drawtext <<<"$filters" ||
  fail "this ffmpeg has no drawtext filter (built without libfreetype)."

node "$root/scripts/media/build-demo.mjs" "$root/media/demo" "$font_dir" "$@"
du -sh "$root/media/demo"
