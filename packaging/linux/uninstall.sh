#!/bin/sh
# Remove what install.sh put in place. Saves, statistics and settings stay: they are the
# player's, and live elsewhere ($XDG_DATA_HOME/okpitch, $XDG_CONFIG_HOME/okpitch).
set -eu

usage() {
    cat <<EOF
Usage: uninstall.sh [--prefix DIR]

Removes Oklahoma Ten Point Pitch as install.sh installed it under DIR. Run as
DIR/lib/okpitch/uninstall.sh it finds DIR itself; from the unpacked archive DIR is
\$HOME/.local unless given. Your saves, statistics and settings are kept.
EOF
}

prefix=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix)
            [ $# -ge 2 ] || { usage >&2; exit 2; }
            prefix=$2
            shift 2
            ;;
        --prefix=*)
            prefix=${1#--prefix=}
            shift
            ;;
        -h | --help)
            usage
            exit 0
            ;;
        *)
            echo "uninstall.sh: unknown argument: $1" >&2
            usage >&2
            exit 2
            ;;
    esac
done

here=$(cd "$(dirname "$0")" && pwd)
if [ -z "$prefix" ]; then
    case "$here" in
        */lib/okpitch) prefix=${here%/lib/okpitch} ;; # the copy install.sh left in the program
        *) prefix="${HOME:?HOME is not set}/.local" ;;
    esac
fi
[ -d "$prefix" ] || { echo "uninstall.sh: no folder $prefix" >&2; exit 1; }
prefix=$(cd "$prefix" && pwd)

app="$prefix/lib/okpitch"
launcher="$prefix/bin/okpitch"
share="$prefix/share"
removed=0

if [ -x "$app/okpitch" ] && [ -d "$app/_internal" ]; then
    rm -rf "$app"
    removed=1
elif [ -e "$app" ]; then
    echo "uninstall.sh: $app is not an okpitch install: left alone" >&2
fi
if [ -f "$launcher" ] && grep -q "okpitch-launcher" "$launcher" 2>/dev/null; then
    rm -f "$launcher"
    removed=1
fi
for file in \
    "$share/applications/okpitch.desktop" \
    "$share/metainfo/org.okpitch.OkPitch.metainfo.xml" \
    "$share/icons/hicolor/scalable/apps/okpitch.svg"; do
    if [ -f "$file" ]; then
        rm -f "$file"
        removed=1
    fi
done
for size in 16 24 32 48 64 128 256 512; do
    file="$share/icons/hicolor/${size}x${size}/apps/okpitch.png"
    if [ -f "$file" ]; then
        rm -f "$file"
        removed=1
    fi
done

if [ -d "$share/applications" ] && command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
fi
if [ -d "$share/icons/hicolor" ]; then
    touch "$share/icons/hicolor"
    if [ -f "$share/icons/hicolor/index.theme" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$share/icons/hicolor" 2>/dev/null || true
    fi
fi

if [ "$removed" = 1 ]; then
    echo "Removed Oklahoma Ten Point Pitch from $prefix."
else
    echo "Oklahoma Ten Point Pitch was not installed under $prefix."
fi
echo "Your saves, statistics and settings were kept (${XDG_DATA_HOME:-$HOME/.local/share}/okpitch, ${XDG_CONFIG_HOME:-$HOME/.config}/okpitch)."
