"""Make scaffold_runner importable from the end-to-end tests."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
