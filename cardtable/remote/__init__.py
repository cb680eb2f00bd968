"""Phones as hands: seats played from a browser on the same network.

A front-end of the session like the window: :mod:`.desk` (on the Qt main
thread) turns each phone's messages into the session's requests and each
change into that seat's own view; :mod:`.transport` carries them over
HTTP and WebSocket (aiohttp, on a thread of its own:
:class:`~.transport.PhoneServer`), with :mod:`.connections`,
:mod:`.sockets`, :mod:`.phone`, :mod:`.limits` and, to reach the desk on
the main thread, :mod:`.bridge`; :mod:`.page` is the phone page itself. The words of the conversation are in :mod:`.wire`.
"""
