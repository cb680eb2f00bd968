"""The dialogs' forms, compiled: each Qt Designer form ``ui/<name>.ui`` of
the project becomes the module ``ui_<name>.py`` here, made by the build
(``packaging/forms.py``, run by ``packaging/cardtable_build.py`` for every
wheel and editable install), never committed.

A dialog builds its frame from its form (``self.ui = Ui_X();
self.ui.setupUi(self)``: layout, static widgets, their words, tooltips,
object and accessible names) and keeps in code only its behaviour and the
parts made from data. The form's words go through ``cardtable.words.tr``,
in the window's one catalogue. :mod:`.widgets` holds the project's own
widgets as a form makes them.
"""
