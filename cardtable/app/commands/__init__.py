"""The sub-commands of ``cardtable`` (see cardtable.app.cli, which parses the
command line and hands each one to its ``cmd_*`` function here).

    arguments     checks shared by the commands: UsageError, numbers, seeds,
                  players, game options, output files and folders, saved games
    qt_app        the Qt application the picture-making commands draw with
    games         ``cardtable games``
    simulate      ``cardtable simulate`` (and ``simulate()`` for scripts)
    sweep         ``cardtable sweep``
    ladder        ``cardtable ladder``
    lab           ``cardtable lab`` (the designer's lab; the Lab window writes its files the same way)
    saved_games   ``cardtable replay`` and ``cardtable summary``
    snapshot      ``cardtable snapshot``
    host          ``cardtable host`` (a game played from phones, no window)
    install_desktop  ``cardtable install-desktop``

Each module imports only the standard library at the top; the engine, the
games and Qt are imported inside the functions, so ``cardtable --help``
starts quickly. No module here imports cardtable.app.cli.
"""
