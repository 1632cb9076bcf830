"""Round 562: a Wekan board exported as JSON on one line (lists, swimlanes, cards with Markdown descriptions, a Status
dropdown, checklists and comments, each kept apart by ids): read as its lists and cards in the board's order; the
reduce_amax patch's card, a retracted card and a corrected step, upstream's save_original_input=True for contrast,
a made-up config and a retracted TE floor."""

from __future__ import annotations

from .case import Case
from .names import DELAYED_FILE, SHARED_EXPERT_INIT

REPORT = "five_hundred_sixty_second_wekan_board_json_delayed_scaling_save.md"

TITLE = "five-hundred-and-sixty-second-round report (a Wekan board export)"
PATCH = "megatron.te.delayed_scaling_save_original_input"
SUMMARY = "Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SHARED_EXPERT_INIT},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, DELAYED_FILE}),
            "enable.flags": {("fp8_recipe", "delayed")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", ">=2.6.0"), ("transformer_engine", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # The board read card by card: the registered description and the phase; "Style: function wrapping." in its card.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "feature.patch_style": "function_wrapping", "enable.phase": "before_train"},
        # Upstream's value the patch undoes; the companion's sites; the made-up config; the retracted floor.
        nowhere=("save_original_input', True", "TEDelayedScaling", "_get_extra_te_kwargs", "2816", "2.4.0", "disable_delayed_scaling"),
        mentioned=("save_original_input", "TEDelayedScaling", "fp8_recipe"),
    ),
}
