#!/bin/sh
# Put the macOS app into a compressed disk image with a link to /Applications: the usual
# "drag the game onto Applications" dmg. Runs on macOS only (hdiutil, PlistBuddy).
#
#     packaging/macos/make_dmg.sh [APP] [OUT_DIR]
#
# APP defaults to "dist/Oklahoma Ten Point Pitch.app", which `python packaging/build.py` makes
# on macOS (the spec's BUNDLE: bundle id org.okpitch.OkPitch, okpitch.icns, high resolution
# capable) and then passes here; OUT_DIR defaults to dist/. The version is read from the app's
# Info.plist, which the spec writes from okpitch_desktop/_version.py. Prints the dmg's path last.
#
# Optional, for distribution outside your own machines:
#   CODESIGN_IDENTITY="Developer ID Application: ..."  signs the app (hardened runtime) first;
#   NOTARY_PROFILE=name  (a `xcrun notarytool store-credentials` profile) notarizes and staples.
# Without them the app carries PyInstaller's ad-hoc signature: it runs on the Mac that built
# it, and elsewhere after the user allows it (right-click > Open).
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
app=${1:-"$root/dist/Oklahoma Ten Point Pitch.app"}
out=${2:-"$root/dist"}
volume="Oklahoma Ten Point Pitch"

[ "$(uname -s)" = Darwin ] || { echo "make_dmg.sh: runs on macOS only" >&2; exit 1; }
[ -d "$app/Contents/MacOS" ] || { echo "make_dmg.sh: no app at $app: run python packaging/build.py first" >&2; exit 1; }

plist="$app/Contents/Info.plist"
version=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$plist")
executable=$(/usr/libexec/PlistBuddy -c "Print :CFBundleExecutable" "$plist")
arch=$(lipo -archs "$app/Contents/MacOS/$executable" | tr ' ' '-')
mkdir -p "$out"
dmg="$out/okpitch-$version-macos-$arch.dmg"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT INT TERM
ditto "$app" "$stage/$(basename "$app")"
ln -s /Applications "$stage/Applications"

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --deep --options runtime --timestamp \
        --sign "$CODESIGN_IDENTITY" "$stage/$(basename "$app")"
fi

rm -f "$dmg"
hdiutil create -volname "$volume" -srcfolder "$stage" -fs HFS+ \
    -format UDZO -imagekey zlib-level=9 -ov "$dmg" >&2
hdiutil verify "$dmg" >&2

if [ -n "${NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$dmg" --keychain-profile "$NOTARY_PROFILE" --wait >&2
    xcrun stapler staple "$dmg" >&2
fi

echo "$dmg"
