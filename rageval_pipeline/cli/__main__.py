"""``python -m rageval_pipeline.cli`` runs ``rageval``."""

import sys

from rageval_pipeline.cli.main import main

sys.exit(main())
