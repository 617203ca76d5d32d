"""The lab's release runner installs what an earlier release's command line needs."""

from lab.release import command_line_requirements

PYPROJECT = """
[project]
name = "okpitch-desktop"
dependencies = [
    "PySide6-Essentials==6.11.3",
    "platformdirs==4.14.8",
    "pyqtgraph==0.14.0",
]
"""


def test_a_release_gets_its_command_line_s_dependencies_not_its_window_s():
    # v0.1.0's okpitch-cli imports platformdirs (its log folder): without it, serve failed
    assert command_line_requirements(PYPROJECT) == ["platformdirs==4.14.8"]
