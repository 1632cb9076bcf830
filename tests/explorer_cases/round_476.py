"""Round 476: a Google Chat space exported by Google Takeout (messages.json): the report pasted over several messages,
a bullet a later message takes back, a related patch's message, a list of logging settings that turn nothing on, a
supposed config and a first reading the writer withdraws."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_ALLOWED

REPORT = "four_hundred_seventy_sixth_google_chat_takeout_json_maxdiffusion_logger.md"

TITLE = "four-hundred-and-seventy-sixth-round report (a Google Chat export from Takeout)"
CASES = {
    REPORT: Case(
        allowed={**MAXDIFFUSION_LOGGER_ALLOWED, "enable.phase": frozenset({None, "setup"})},
        required={"feature.id": "maxdiffusion.logger", "feature.patch_style": "binding_replacement"},
        # The companion's sites and version split; the withdrawn jax bullet; the first reading.
        nowhere=("maxtext", "jax", "v26", "function_wrapping"),
        mentioned=("maxdiffusion.max_logging.log", "maxtext.logger", "log_rank_0"),
    ),
}
