#!/usr/bin/env python3
"""Make the table's sounds: ``python dev/make_sounds.py``.

The game's sounds (``okpitch_desktop/ui/sound.py`` plays them) are synthesized here from
sine tones and seeded noise with the standard library alone, so they are the project's
own and free of any claim (CC0, ``resources/sounds/LICENSE``). Each is short, mono,
16-bit at 22,050 Hz and quiet (peaks at about a sixth of full scale): a deal (a soft
riffle), a card played (a short snap), a trick taken (two soft taps), a contract made (a
rising chime), a contract set (a falling one) and a game won (an arpeggio). The same
script writes the same bytes every time; ``tests/ui/test_sound.py`` checks that the files
are these.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "resources" / "sounds"
RATE = 22_050
PEAK = 0.17  # of full scale: quiet beside other programs' sounds

Wave = list[float]


def silence(seconds: float) -> Wave:
    return [0.0] * int(RATE * seconds)


def tone(hertz: float, seconds: float, decay: float) -> Wave:
    """A sine that fades by ``decay`` per second, with a 5 ms rise against a click."""
    count = int(RATE * seconds)
    rise = RATE * 0.005
    return [
        math.sin(2 * math.pi * hertz * i / RATE) * math.exp(-decay * i / RATE) * min(1, i / rise)
        for i in range(count)
    ]


def snap(seconds: float, decay: float, seed: int, smooth: int = 3) -> Wave:
    """Noise, softened by a running mean of ``smooth`` samples, that dies away fast."""
    rng = random.Random(seed)
    noise = [rng.uniform(-1, 1) for _ in range(int(RATE * seconds))]
    soft = [sum(noise[max(0, i - smooth + 1) : i + 1]) / smooth for i in range(len(noise))]
    return [value * math.exp(-decay * i / RATE) for i, value in enumerate(soft)]


def mix(*parts: tuple[float, Wave]) -> Wave:
    """``parts`` (start in seconds, wave) added together."""
    end = max(int(start * RATE) + len(part) for start, part in parts)
    out = [0.0] * end
    for start, part in parts:
        offset = int(start * RATE)
        for i, value in enumerate(part):
            out[offset + i] += value
    return out


def chord(notes: list[float], gap: float, seconds: float) -> Wave:
    return mix(*((n * gap, tone(hertz, seconds, 6.0)) for n, hertz in enumerate(notes)))


C5, E5, G5, C6 = 523.25, 659.25, 783.99, 1046.5
A4, F4, D4 = 440.0, 349.23, 293.66

MAKERS: dict[str, Callable[[], Wave]] = {
    "deal": lambda: mix(*((0.045 * n, snap(0.04, 90, seed=n, smooth=4)) for n in range(8))),
    "card": lambda: snap(0.07, 60, seed=11, smooth=3),
    "trick": lambda: mix((0, snap(0.06, 70, 21, 6)), (0.07, snap(0.08, 60, 22, 6))),
    "made": lambda: chord([C5, E5, G5], 0.09, 0.45),
    "set": lambda: chord([A4, F4, D4], 0.12, 0.5),
    "won": lambda: chord([C5, E5, G5, C6], 0.11, 0.6),
}


def wav_bytes(samples: Wave) -> bytes:
    """``samples`` scaled to PEAK, as a 16-bit mono WAV file."""
    top = max(abs(value) for value in samples) or 1.0
    scale = PEAK * 32767 / top
    frames = b"".join(
        int(round(value * scale)).to_bytes(2, "little", signed=True) for value in samples
    )
    out = io.BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)
    return out.getvalue()


def made_sounds() -> dict[str, bytes]:
    """Each sound's file name and bytes."""
    return {f"{name}.wav": wav_bytes(make()) for name, make in MAKERS.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SOUNDS, help="the folder to write to")
    out = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    for name, data in made_sounds().items():
        (out / name).write_bytes(data)
        print(f"{out / name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
