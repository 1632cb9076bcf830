"""Round 142: RFC 822 / Debian-control records, one stanza per patch or finding: a "Rebinds:" field whose continuation
line names the sibling patch's site, taken back in a closing "Correction:" stanza ("`X` is not rebound by ..."), and a
deep-dive naming two patch ids, read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_forty_second_control_records_delayed_fp8_scaling.md@megatron.fp8.delayed_scaling_update"

TITLE = "hundred-and-forty-second-round report (RFC 822 records)"
SITE = "megatron.training.training.train_step"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fp8.delayed_scaling_update",
            "feature.summary": frozenset({None, "Wrap train_step to update delayed FP8 scales before each step."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.delayed_fp8_scaling_patches.patch_delayed_fp8_update"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/delayed_fp8_scaling_patches.py"}),
            # The module the handler imports imports primus_turbo at its top.
            "requires.packages": {("primus_turbo", None)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fp8.delayed_scaling_update", "upstream.symbols": {SITE}},
        # The sibling's site the correction takes back; the wrong phase; the other train_step wrapper's flag.
        nowhere=("zero_grad_buffer", "build_args", "use_fsdp2_fp8_all_gather"),
        mentioned=(SITE, "zero_grad_buffer", "disable_delayed_scaling_patches", "fp8_recipe"),
    ),
}
