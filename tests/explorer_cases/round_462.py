"""Round 462: a Tana Paste outline: "%%tana%%", heading nodes "!!", fields "Phase:: ...", supertags, references and a
fenced code node; a phase a correction takes back, a bullet retracted, a related patch and a "Not this patch" node
with their gates and writes, a made-up config and upstream's behaviour for contrast."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_ALLOWED

REPORT = "four_hundred_sixty_second_tana_paste_iterations_to_skip_default.md"

TITLE = "four-hundred-and-sixty-second-round report (a Tana Paste outline)"
CASES = {
    REPORT: Case(
        allowed={
            **ITERATIONS_TO_SKIP_ALLOWED,
            "feature.summary": frozenset({None, "Ensure iterations_to_skip has a list default instead of None"}),
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.patches.args.iterations_to_skip_default_patches.patch_iterations_to_skip_default"}
            ),
        },
        required={"feature.id": "megatron.args.iterations_to_skip_default", "feature.patch_style": "config_rewrite"},
        # The related patch's trigger; the other patch's gate and writes; the made-up config; the withdrawn version.
        nowhere=("tensor_model_parallel_size", "mock_data", "tokenizer_type", "test_data_path", "1200", "0.12", "'Framework'", "'Correction'"),
        mentioned=("iterations_to_skip", "tensor_model_parallel_size", "mock_data"),
    ),
}
