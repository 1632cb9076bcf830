"""Round 471: a Gitea (Forgejo) issue's comments as its API returns them: the report one comment's Markdown, a later
comment correcting "the last bullet of "Patch logic"" (a part's list, its heading no sentence) and a default, the
companion's section, a settings table, a supposed config and the port's own launcher settings."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "four_hundred_seventy_first_gitea_comments_json_dump_pp_data.md"

TITLE = "four-hundred-and-seventy-first-round report (a Gitea issue's comments as JSON)"
CASES = {
    REPORT: Case(
        allowed=DUMP_PP_AFTER_TRAIN_ALLOWED,
        required={"feature.id": "megatron.pp.dump_pp_data.after_train", "feature.patch_style": "env_or_lifecycle", "enable.phase": "after_train"},
        # The retracted rebinding and default; the companion's sites and branches; the supposed and launcher configs.
        nowhere=("get_forward_backward_func", "output/pp_dump", "schedule_wrapper", "patch_zero_bubble", "patch_primus_pipeline", "ppvis", "before_train"),
        mentioned=("get_forward_backward_func", "DUMP_PP_DIR", "dump_pp_data", "patch_zero_bubble"),
    ),
}
