import sys

from cardtable.app.cli import main

sys.exit(main())
