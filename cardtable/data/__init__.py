"""The app's own data files (style sheet, icons, desktop files); see ``cardtable.resources``."""
