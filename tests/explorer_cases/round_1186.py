"""Round 1186: a Confluence page exported to Markdown: status lozenges, panels as labelled blockquotes, a struck MXLinear
site and an inline comment thread, a phase taken back, a neighbouring float8 patch, a hypothetical alias, a made-up
block size and variable, a reviewer's version guess and a test box's versions "just what we ran, not a minimum" (no
package)."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_sixth_confluence_markdown_turbo_mx_linear.md"

TITLE = "one-thousand-one-hundred-and-eighty-sixth-round report (a Confluence page exported to Markdown)"
CASES = {
    f"{REPORT}@torchtitan.primus_turbo.turbo_mx_linear": Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
            "feature.summary": frozenset({"Use Primus-Turbo MXLinear and model converter", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"torchtitan", None}),
            "upstream.symbols": {"torchtitan.components.quantization.mx.MXLinearConverter"},
            "implementation.primus": frozenset({"primus.backends.torchtitan.components.quantization.mx.PrimusTubroMXConverter", None}),
            "implementation.primus_file": frozenset({"primus/backends/torchtitan/components/quantization/mx.py", None}),
            "implementation.turbo": frozenset({"primus_turbo.pytorch.modules", "primus_turbo.pytorch.modules.Float8Linear", None}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
            "enable.phase": frozenset({"setup", None}),
            "requires.packages": {("primus_turbo", None), ("torchtitan", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
            "enable.phase": "setup",
        },
        nowhere=(
            "before_train",
            "my_titan",
            "mx_block_size",
            "PRIMUS_TURBO_MX_BACKEND",
            "use_turbo_float8_linear",
            "transformer_engine",
        ),
        mentioned=(
            "torchtitan.components.quantization.mx.MXLinearConverter",
            "PRIMUS_TURBO_MX_BACKEND",
            "primus_turbo.use_turbo_mx_linear",
        ),
    ),
}
