"""Entry point of the bundled app: the same as the ``cardtable`` command."""

import sys

from cardtable.app.cli import main

if __name__ == "__main__":
    sys.exit(main())
