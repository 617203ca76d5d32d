"""Shared test setup."""

import os

# Headless by default, also when pytest is run without the README command. It must be set
# before anything imports Qt, which is why it sits at the top of the root conftest.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
