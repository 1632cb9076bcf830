"""Round 482: an Intercom conversation as its REST API returns it: the report the first message's HTML, replies and a
teammate's internal note as conversation parts, an assignment with no words; a retracted site and a platform gate a
reply takes back by quoting it, companion patches, a settings list, a supposed config and the fork's own env var."""

from __future__ import annotations

from .case import Case
from .names import FP4_TE_VERSION_DESCRIBED

REPORT = "four_hundred_eighty_second_intercom_conversation_json_fp4_te_version.md"

TITLE = "four-hundred-and-eighty-second-round report (an Intercom conversation as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            **FP4_TE_VERSION_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.arguments._primus_original_validate_args"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_fp4"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/validate_args_patches.py"}),
            "enable.flags": {("fp4", True), ("fp4", "e2m1")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.validate_args.fp4_te_version", "feature.patch_style": "source_rewrite"},
        # The retracted site and platform gate; the companions' sites and key; the settings and supposed config; the fork's env.
        nowhere=("initialize.validate_args", "arguments.validate_args'", "rocm", "decoder_pipeline", "fp4_recipe", "fp4_param", "LAB_SKIP"),
        mentioned=("_primus_original_validate_args", "initialize.validate_args", "LAB_SKIP_FP4_TE_CHECK"),
    ),
}
