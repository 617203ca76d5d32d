"""Puts the top-level ``resources/`` folder into a built wheel as ``okpitch_desktop/resources``.

Everything else about the build is in pyproject.toml. The folder stays at the top of the
checkout, where the bundle, the scripts in packaging/ and an editable install find it.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

RESOURCES = Path(__file__).resolve().parent / "resources"


class BuildPyWithResources(build_py):
    """build_py that also copies ``resources/`` into the built package (not when editable)."""

    def run(self) -> None:
        super().run()
        if not self.editable_mode:
            target = Path(self.build_lib) / "okpitch_desktop" / "resources"
            self.copy_tree(str(RESOURCES), str(target))


setup(cmdclass={"build_py": BuildPyWithResources})
