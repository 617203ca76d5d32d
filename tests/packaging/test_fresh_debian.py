"""The .deb on a bare Debian 12, packaging/fresh_debian.py's `deb` scenario: apt-get installs
it with the dependencies it declares, `okpitch --self-test` passes there, and a purge leaves
no file behind. It needs root, debootstrap and the network, and takes minutes, so it runs
only when asked: ``OKPITCH_FRESH_DEBIAN=1`` (docs/development.md, "A fresh machine")."""

from __future__ import annotations

import os
import shutil

import pytest
from helpers.repo_scripts import load_script

pytestmark = pytest.mark.skipif(
    os.environ.get("OKPITCH_FRESH_DEBIAN") != "1"
    or os.geteuid() != 0
    or shutil.which("debootstrap") is None,
    reason="opt-in (OKPITCH_FRESH_DEBIAN=1, as root, with debootstrap): minutes in a chroot",
)


def test_the_deb_installs_plays_and_leaves_nothing_on_a_bare_debian(tmp_path):
    fresh = load_script("packaging/fresh_debian.py")
    try:
        base = fresh.make_base(tmp_path, fresh.host_mirror())
        fresh.install_deb(base, tmp_path)
    except fresh.Failed as failure:
        pytest.fail(str(failure))
    finally:
        for name in ("base", "deb"):
            fresh.remove_tree(tmp_path / name)
