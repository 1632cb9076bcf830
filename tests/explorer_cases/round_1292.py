"""Round 1292: a PagerDuty incident export (the alert payload as JSON, a timeline of responders' `>`-quoted notes, a
resolution summary with the patch's facts and an action-item table): `FUSED_CE_CHUNK=8192` taken for the switch (it only
sizes chunks), a `build_args` phase guess taken back, a `compute_language_model_loss` wrapping claim retracted, the
`enable_fused_linear_ce: false` config default, fall-through conditions that are no constraints, the ODC and FLA sibling
patches and their knobs, private marks that are no side effects and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_second_pagerduty_incident_fused_linear_ce.md"

ID = "megatron.fused_linear_ce"
SYMBOL = "megatron.core.models.gpt.gpt_model.GPTModel._postprocess"
HANDLER = "primus.backends.megatron.patches.fused_linear_ce_patches.patch_fused_linear_ce"
PATCH_FILE = "primus/backends/megatron/patches/fused_linear_ce_patches.py"
TITLE = "one-thousand-two-hundred-and-ninety-second-round report (a PagerDuty incident export)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            # fused_linear_ce_patches.py: `GPTModel._postprocess = postprocess_with_fused_ce` on the class; no alias.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PATCH_FILE,
            # condition=: _fused_ce_enabled(args): enable_fused_linear_ce, or FUSED_LINEAR_CE=1 for experiments.
            "enable.flags": {("enable_fused_linear_ce", True)},
            "enable.phase": "before_train",
            # The handler writes no args; `_PATCHED` and `_fused_ce_hooked` are private marks.
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "constraints": set(),
        },
        # Thin: the patch style (line 81, a responder's note: "It's function wrapping, not a binding replacement of the
        # class.") is left a TODO, the `>`-quoted note read as quoted from another message and the "not" as a condition.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PATCH_FILE,
            "enable.flags": {("enable_fused_linear_ce", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "FUSED_CE_CHUNK",
            "8192",
            "4096",
            "fused_ce_chunks",
            "PRIMUS_FUSED_CE_CHUNKS",
            "fla_runtime_knobs",
            "odc_torch_fsdp2",
            "enable_odc",
            "use_torch_fsdp2",
            "_odc_cached_output_weight",
            "build_args",
            "compute_language_model_loss",
            "_ChunkedLinearCE",
            "mtp_num_layers",
            "post_process",
            "_PATCHED",
            "_fused_ce_hooked",
            "('enable_fused_linear_ce', False)",
            "PRIMUS_PATCHES",
            "binding_replacement",
            "sft_trainer",
            "2.9.0",
            "0.14.0rc5",
            "rocm",
            "MI355X",
        ),
        mentioned=(
            SYMBOL,
            "enable_fused_linear_ce",
            "FUSED_LINEAR_CE=1",
            "FUSED_CE_CHUNK",
            "compute_language_model_loss",
            "use_torch_fsdp2",
        ),
    ),
}
