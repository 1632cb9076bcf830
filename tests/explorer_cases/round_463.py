"""Round 463: a Scrapbox (Cosense) project exported as JSON: two pages of lines in Scrapbox's markup ("[** heading]",
"[- struck]", "code:" and "table:" blocks indented under their line), the second page about the companion patch; a
struck site with a "^ wrong" under it, a first reading a correction takes back, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DELAYED_FILE

REPORT = "four_hundred_sixty_third_scrapbox_json_delayed_scaling_save_original_input.md"

TITLE = "four-hundred-and-sixty-third-round report (a Scrapbox project exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.summary": frozenset({None, "Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
            "implementation.primus_file": frozenset({None, DELAYED_FILE}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", ">=2.6.0"), ("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.patch_style": "function_wrapping",
            "upstream.sites": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
        },
        # The companion's page and sites; the struck site; the supposed config; the companion's keys in the table.
        nowhere=("reduce_amax", "TEDelayedScaling", "_get_extra_te_kwargs", "TEGroupedMLP", "moe_shared_expert", "sequence_parallel"),
        mentioned=("SharedExpertMLP", "TEDelayedScaling", "fp8_recipe"),
    ),
}
