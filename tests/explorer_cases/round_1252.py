"""Round 1252: a Slack thread in Singlish ("no leh, not a wrapper", "confirm plus chop"), a facts table and a tracker
summary: a `validate_args` wrapper guessed and struck out, `before_train` in someone's notes, the `iterations_to_skip:
null` YAML line that is no switch, a write only when None, the `args_patches.py` re-export, the `sequence_parallel_tp1`
and `mock_data` siblings, `primus_turbo`/TE/deep_ep not needed, `PRIMUS_PATCHES` of the runner only and one box's
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_second_slack_thread_iterations_to_skip_default.md"

ID = "megatron.args.iterations_to_skip_default"
HANDLER = "primus.backends.megatron.patches.args.iterations_to_skip_default_patches.patch_iterations_to_skip_default"
FILE = "primus/backends/megatron/patches/args/iterations_to_skip_default_patches.py"
TITLE = "one-thousand-two-hundred-and-fifty-second-round report (a Slack thread in Singlish)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, "Ensure iterations_to_skip has a list default instead of None"}),
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            # It rebinds nothing: "patches no upstream symbol" (line 141).
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, FILE}),
            # "got no flag one", "enable flag | none (always on)" (lines 50 and 76).
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "build_args",
            # The one write (`iterations_to_skip = []`) happens only when the value is None, and a list is no scalar.
            "enable.side_effects": set(),
            # "Requires: Megatron-LM only" (line 99), "- Needs: Megatron-LM" (line 143).
            "requires.packages": {("megatron-lm", None), ("Megatron-LM", None)},
            # "no assert, no raise" (line 120).
            "constraints": set(),
        },
        # Thin: the summary (the decorator's description=, line 20) and Megatron-LM as the one package needed
        # (lines 99 and 143) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "implementation.primus": HANDLER,
            "implementation.primus_file": FILE,
            "enable.phase": "build_args",
        },
        nowhere=(
            "validate_args",
            "before_train",
            "sequence_parallel",
            "tensor_model_parallel_size",
            "mock_data",
            "NullTokenizer",
            "tokenizer_type",
            "PRIMUS_PATCHES",
            "primus_turbo",
            "transformer_engine",
            "deep_ep",
            "2.6.0",
            "6.3",
            "core_r0.12.0",
            "profile_step_start",
            "result_rejected_tracker_filename",
            "args_patches",
            "diffusion_trainer",
        ),
        mentioned=(
            "megatron.training.arguments.validate_args",
            'ctx.extra["backend_args"]',
            "primus/configs/modules/megatron/trainer_base.yaml",
            "PRIMUS_PATCHES",
            "tensor_model_parallel_size == 1",
        ),
    ),
}
