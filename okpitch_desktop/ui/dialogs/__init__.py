"""The dialogs and windows opened from the table and the menus."""
