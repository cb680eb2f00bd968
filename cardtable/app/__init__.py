"""The CardTable application: main window, dialogs, docks, command line."""
