"""Round 300: an asciinema recording (.cast): a JSON header, then one event a line, keystrokes and output with escape
codes, an engineer grepping the source and typing notes as comments and a heredoc; a site retracted and a companion
patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundredth_asciinema_cast_moe_layer_freq.md"

TITLE = "three-hundredth-round report (an asciinema terminal recording)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.moe_layer_freq",
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.moe_layer_freq"},
        # The site retracted; the companion's site and flag; the events' times.
        nowhere=("moe_freq_type", "TopKRouter", "disable_primus_topk_router", "154."),
        mentioned=(),
    ),
}
