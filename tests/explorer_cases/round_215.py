"""Round 215: a Telegram Desktop export: "Name, [date time]" headers over each message, a forwarded message with the
wrong phase, replies marked "[In reply to ...]", one that takes back a side effect ("scratch that"), and the class whose
methods are the sites named in a lead-in."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifteenth_telegram_export_te_wgrad_split.md"

TITLE = "two-hundred-and-fifteenth-round report (a Telegram Desktop export)"
STORE = "transformer_engine.pytorch.module._common.WeightGradStore"
SITES = {f"{STORE}.{method}" for method in ("__init__", "put", "pop")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pp.te_wgrad_split",
            "feature.summary": frozenset({None, "Patch TE WeightGradStore to redirect wgrad to Primus pipeline scheduling"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={"feature.id": "megatron.pp.te_wgrad_split", "upstream.sites": SITES, "enable.phase": "before_train"},
        # The config write the reply takes back; the forwarded phase; the sibling patch and the zero-bubble store.
        nowhere=("delay_wgrad_compute", "build_args", "linear_grad_split", "ZBWeightGradStore", "WGradRunningCache"),
        mentioned=(*sorted(SITES), "patch_primus_pipeline", "patch_zero_bubble", "ub_bulk_wgrad"),
    ),
}
