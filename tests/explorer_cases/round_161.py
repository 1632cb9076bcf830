"""Round 161: release notes of an internal fork: Highlights, Breaking changes, Known issues, Deprecations and Upgrade
notes; the Turbo class called as `Float8Linear.from_float(module, config)` with its config types "from
`primus_turbo.pytorch.core.low_precision`" (a module, not what is called), and the phase taken back."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixty_first_release_notes_mx_linear.md"

TITLE = "hundred-and-sixty-first-round report (release notes)"
SITE = "torchtitan.components.quantization.mx.MXLinearConverter"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.components.quantization.mx.PrimusTubroMXConverter"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/components/quantization/mx.py"}),
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.modules.Float8Linear", "primus_turbo.pytorch.modules.Float8Linear.from_float"}
            ),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_mx_linear", "framework.name": "torchtitan"},
        # The module the config types come from; the retracted phase; the sibling float8 patch and Megatron's variable.
        nowhere=("low_precision", "before_train", "use_turbo_float8_linear", "NVTE_ROCM_ENABLE_MXFP8"),
        mentioned=(SITE, "primus_turbo.use_turbo_mx_linear"),
    ),
}
