"""Round 427: a GitLab merge request's discussions as the REST API returns them (JSON): notes in Markdown, diff notes
on lines, suggestions, system notes, a requirement and a phase later corrected, and the gate written with a supposed case
("with `enable_primus_turbo: false` Primus never runs the handler, even if `use_turbo_mx_linear: true`")."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_twenty_seventh_gitlab_mr_discussions_json_mx_linear.md"
MX_SITE = "torchtitan.components.quantization.mx.MXLinearConverter"

TITLE = "four-hundred-and-twenty-seventh-round report (a GitLab merge request's discussions as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {MX_SITE},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.components.quantization.mx.PrimusTubroMXConverter"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/components/quantization/mx.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.modules.Float8Linear"}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
        },
        required={"upstream.symbols": {MX_SITE}, "enable.phase": "setup"},
        # The supposed case's values; the phase and the requirement taken back.
        nowhere=("('enable_primus_turbo'", "('use_turbo_mx_linear'", "before_train", "torchao"),
        mentioned=("enable_primus_turbo", "use_turbo_mx_linear", "turbo_float8_linear"),
    ),
}
