#!/bin/sh
# Install Oklahoma Ten Point Pitch from this unpacked archive, for you alone (~/.local) or
# under another prefix. Needs no root for ~/.local and no Python: the program is a bundle.
set -eu

usage() {
    cat <<EOF
Usage: ./install.sh [--prefix DIR]

Installs Oklahoma Ten Point Pitch under DIR (default: \$HOME/.local):
  DIR/lib/okpitch/                the program (a self-contained bundle)
  DIR/bin/okpitch                 the command that starts it
  DIR/share/applications/okpitch.desktop        the desktop menu entry
  DIR/share/metainfo/org.okpitch.OkPitch.metainfo.xml   for software centres
  DIR/share/icons/hicolor/*/apps/okpitch.png and .svg   the icon
Installing again replaces an earlier version. To remove the game run
DIR/lib/okpitch/uninstall.sh. Saves, statistics and settings live elsewhere
(\$XDG_DATA_HOME/okpitch, \$XDG_CONFIG_HOME/okpitch) and are never touched.
EOF
}

fail() {
    echo "install.sh: $*" >&2
    exit 1
}

prefix="${HOME:?HOME is not set}/.local"
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
            echo "install.sh: unknown argument: $1" >&2
            usage >&2
            exit 2
            ;;
    esac
done

# The paths end up in the launcher and in the .desktop file's Exec line, which quote
# differently: refuse the few characters that would need escaping in either.
case "$prefix" in
    "") fail "the prefix is empty" ;;
    *[\"\$\`\\%]* | *"
"*) fail "the prefix may not contain \" \$ \` \\ % or a newline: $prefix" ;;
esac
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd) # absolute, for the launcher and the .desktop file

here=$(cd "$(dirname "$0")" && pwd)
[ -x "$here/okpitch/okpitch" ] || fail "$here/okpitch/okpitch is missing: run me from the unpacked archive"

app="$prefix/lib/okpitch"
launcher="$prefix/bin/okpitch"
share="$prefix/share"
marker="okpitch-launcher"

# Replace only what an earlier install of ours left; never anything else of the same name.
if [ -e "$app" ] && ! [ -x "$app/okpitch" ] && ! [ -d "$app/_internal" ]; then
    fail "$app exists but is not an okpitch install: not touching it"
fi
if [ -e "$launcher" ] && ! grep -q "$marker" "$launcher" 2>/dev/null; then
    fail "$launcher exists and was not written by this script (a pip install?): remove it, or choose another --prefix"
fi

mkdir -p "$prefix/lib" "$prefix/bin" "$share/applications" "$share/metainfo" "$share/icons/hicolor"

# The program: copied beside the old one, then swapped in.
rm -rf "$app.new"
cp -R "$here/okpitch" "$app.new"
cp "$here/uninstall.sh" "$app.new/uninstall.sh"
chmod 755 "$app.new/uninstall.sh"
rm -rf "$app"
mv "$app.new" "$app"

# The command: a small script, so the bundle finds its own folder whatever PATH says.
cat >"$launcher.new" <<EOF
#!/bin/sh
# $marker: written by the install.sh of Oklahoma Ten Point Pitch; uninstall.sh removes it.
exec "$app/okpitch" "\$@"
EOF
chmod 755 "$launcher.new"
mv "$launcher.new" "$launcher"

# The menu entry points at the launcher by its full path: ~/.local/bin is not always on the
# PATH a desktop session starts programs with.
case "$launcher" in
    *" "*) exec_value="\"$launcher\"" ;;
    *) exec_value=$launcher ;;
esac
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        Exec=*) printf 'Exec=%s\n' "$exec_value" ;;
        TryExec=*) printf 'TryExec=%s\n' "$launcher" ;;
        *) printf '%s\n' "$line" ;;
    esac
done <"$here/okpitch.desktop" >"$share/applications/okpitch.desktop"
chmod 644 "$share/applications/okpitch.desktop"

cp "$here/org.okpitch.OkPitch.metainfo.xml" "$share/metainfo/"
cp -R "$here/icons/hicolor/." "$share/icons/hicolor/"

# Let the desktop notice the new entry and icon now rather than at the next login.
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
fi
touch "$share/icons/hicolor"
if [ -f "$share/icons/hicolor/index.theme" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$share/icons/hicolor" 2>/dev/null || true
fi

echo "Installed Oklahoma Ten Point Pitch in $app"
echo "Start it from the desktop's Games menu, or run: $launcher"
data_dirs=":${XDG_DATA_HOME:-$HOME/.local/share}:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:"
case "$data_dirs" in
    *":$share:"* | *":$share/:"*) ;;
    *) echo "Note: $share is not among your desktop's data folders, so the menu will not show the game; add it to XDG_DATA_DIRS." ;;
esac
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Note: $prefix/bin is not on your PATH; the menu entry works all the same." ;;
esac
