"""Round 125: a Discord log: a site the writer is unsure of ("iirc", 👎 2) that a reply denies, a twin patch's flag in
the sentence after the one naming the twin ("It is enabled by ..."), and a phase struck through and edited."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_twenty_fifth_discord_log_mx_linear.md"

TITLE = "hundred-and-twenty-fifth-round report (a Discord log)"
SITE = "torchtitan.components.quantization.mx.MXLinearConverter"
FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/torchtitan/patches/turbo/mx_linear_patches.py",
                    "primus/backends/torchtitan/components/quantization/mx.py",
                }
            ),
            "enable.flags": FLAGS,
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_mx_linear"},
        nowhere=("Float8LinearConverter", "turbo_float8_linear", "use_turbo_float8_linear", "before_train"),
        mentioned=(SITE, *sorted(k for k, _ in FLAGS)),
    ),
}
