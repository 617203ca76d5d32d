"""Qt Widgets and Graphics View: the only layer that may import QtWidgets (ARCHITECTURE.md)."""
