"""The Qt table: card sprites, zones, drag and drop, highlights, animations.

It draws a redacted TableView and never sees more than the viewer may.
"""
