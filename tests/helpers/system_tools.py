"""Debian tools the tests run, installed with apt-get when the tests run as root."""

from __future__ import annotations

import os
import shutil
import subprocess


def ensure_tools(tools: dict[str, str]) -> dict[str, str] | str:
    """Paths of the tools by name, installing their packages first if need be; or the reason
    they cannot be had."""
    packages = sorted({package for tool, package in tools.items() if shutil.which(tool) is None})
    if packages:
        command = ["apt-get", "install", "-y", "-q", "--no-install-recommends", *packages]
        if os.geteuid() != 0 or shutil.which("apt-get") is None:
            return f"missing {', '.join(packages)}: run  sudo {' '.join(command)}"
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for step in (["apt-get", "update", "-q"], command):
            done = subprocess.run(step, capture_output=True, text=True, env=env, timeout=600)
            if done.returncode != 0:
                return f"`{' '.join(step)}` failed: {done.stderr.strip()[-500:]}"
    found = {tool: shutil.which(tool) for tool in tools}
    absent = [tool for tool, path in found.items() if path is None]
    return (
        f"installed {', '.join(packages)} but cannot find {', '.join(absent)}" if absent else found
    )
