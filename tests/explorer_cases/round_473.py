"""Round 473: a Phabricator revision's transactions as Conduit's transaction.search returns them, newest first: each
comment's Remarkup, inline comments on the diff, a bot's correction of a bullet, a question about the phase a reply
answers, the companion patches, a supposed config and the port's own CI config."""

from __future__ import annotations

from .case import Case
from .names import MANUAL_SPLIT_DESCRIBED

REPORT = "four_hundred_seventy_third_phabricator_transactions_json_manual_split.md"

TITLE = "four-hundred-and-seventy-third-round report (a Phabricator revision's transactions as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            **MANUAL_SPLIT_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.arguments._primus_original_validate_args"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_pipeline_split"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/validate_args_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.validate_args.decoder_pipeline_manual_split", "feature.patch_style": "source_rewrite"},
        # The retracted and the base wrapper's sites; the fp4 patch; the first-pass env var; the configs; the asked phase.
        nowhere=("initialize.validate_args", "arguments.validate_args", "fp4", "PRIMUS_PP_MANUAL_SPLIT", "num_layers", "build_args"),
        mentioned=("_primus_original_validate_args", "decoder_pipeline_manual_split_list", "PRIMUS_PP_MANUAL_SPLIT"),
    ),
}
