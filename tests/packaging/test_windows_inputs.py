"""The Windows build takes only pinned, verified inputs (packaging/windows_inputs.py)."""

from __future__ import annotations

import shutil
import sys

import pytest
from helpers.repo_scripts import ROOT
from helpers.system_tools import ensure_tools

sys.path.insert(0, str(ROOT / "packaging"))
import windows_inputs  # noqa: E402  (packaging/, as build.py imports it)


@pytest.fixture(scope="module")
def embed(tmp_path_factory):
    """The pinned embeddable CPython, fetched and verified once for the module."""
    tools = ensure_tools({"osslsigncode": "osslsigncode", "openssl": "openssl"})
    if isinstance(tools, str):
        pytest.skip(f"the signature checks need osslsigncode and openssl: {tools}")
    return windows_inputs.embeddable_python(tmp_path_factory.mktemp("windows-inputs"))


@pytest.fixture
def copy_of(embed, tmp_path):
    folder = tmp_path / "python-embed"
    shutil.copytree(embed, folder)
    return folder


def refusal(folder) -> str:
    with pytest.raises(windows_inputs.InputError) as refused:
        windows_inputs.verify_embeddable(folder, folder.parent / "roots.pem")
    return str(refused.value)


def test_the_pinned_python_is_the_psf_s_and_every_signed_file_verifies(embed, tmp_path):
    signed = [path for path in embed.iterdir() if path.suffix in windows_inputs.SIGNED_SUFFIXES]
    assert {"python.exe", "pythonw.exe", "python313.dll", "python.cat"} <= {p.name for p in signed}
    windows_inputs.verify_embeddable(embed, tmp_path / "roots.pem")  # raises if one fails


def test_a_changed_byte_in_a_signed_file_is_refused(copy_of):
    program = copy_of / "pythonw.exe"
    data = bytearray(program.read_bytes())
    data[len(data) // 3] ^= 0xFF  # in the code, which the signature's digest covers
    program.write_bytes(bytes(data))
    assert "pythonw.exe: not signed by the Python Software Foundation" in refusal(copy_of)


def test_a_signature_under_a_root_that_is_not_pinned_is_refused(copy_of, monkeypatch):
    digicert_only = {k: v for k, v in windows_inputs.PINNED_ROOTS.items() if "DigiCert" in v}
    monkeypatch.setattr(windows_inputs, "PINNED_ROOTS", digicert_only)
    problems = refusal(copy_of)
    assert "python.exe: not signed" in problems  # its chain ends at Microsoft's root
    assert "libffi-8.dll" not in problems  # signed through DigiCert's, still pinned


def test_a_changed_c_runtime_is_refused(copy_of):
    runtime = copy_of / "vcruntime140.dll"
    runtime.write_bytes(runtime.read_bytes() + b"\0")
    assert "vcruntime140.dll: SHA-256" in refusal(copy_of)


def test_a_requirement_without_a_hash_is_refused_before_anything_is_fetched(tmp_path):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("colorama==0.4.6\n")
    with pytest.raises(windows_inputs.InputError, match="(?i)hash"):
        windows_inputs.pip_download(requirements, tmp_path / "downloads", wheels=True)
    assert not any((tmp_path / "downloads").iterdir())
