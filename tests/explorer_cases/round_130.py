"""Round 130: a GitHub README section in alert callouts ("> [!NOTE]", "> [!WARNING]"): a phase a note states and a
later callout corrects, under a "Not this patch" heading that names the twin MX converter."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirtieth_github_alerts_turbo_float8_linear.md"

TITLE = "hundred-and-thirtieth-round report (GitHub alert callouts)"
SITE = "torchtitan.components.quantization.float8.Float8LinearConverter"
FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_float8_linear", True)}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_float8_linear",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.components.quantization.float8.PrimusTubroFP8Converter"}),
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/torchtitan/patches/turbo/fp8_linear_patches.py",
                    "primus/backends/torchtitan/components/quantization/float8.py",
                }
            ),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.modules.linear_fp8.Float8Linear.from_float"}),
            "enable.flags": FLAGS,
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_float8_linear", "upstream.symbols": {SITE}},
        # The note's phase, which a later callout corrects; the twin patch of mx_linear_patches.py.
        nowhere=("before_train", "MXLinearConverter", "use_turbo_mx_linear"),
        mentioned=(SITE, "_registry_model_converter_cls", *sorted(k for k, _ in FLAGS), "PRIMUS_PATCHES"),
    ),
}
