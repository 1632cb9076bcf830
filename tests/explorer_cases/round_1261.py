"""Round 1261: a six-page narrative memo for a weekly business review (tenets, state of the business, lessons learned,
priorities, an FAQ appendix): code assignments inside the installer that read like flags, the `FUSED_LINEAR_CE=1`
alternative switch, the `FUSED_CE_CHUNK` length knob, the ODC companion patch, the look-alike `fla_runtime_knobs`
knobs, a withdrawn `torch.utils.checkpoint` claim and withdrawn aliases, denied packages, one box's versions and a
"TP=1 / DP=8" layout that is no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_first_six_page_memo_fused_linear_ce.md"

ID = "megatron.fused_linear_ce"
SYMBOL = "megatron.core.models.gpt.gpt_model.GPTModel._postprocess"
MODULE = "primus.backends.megatron.patches.fused_linear_ce_patches"
PRIMUS_FILE = "primus/backends/megatron/patches/fused_linear_ce_patches.py"
SUMMARY = "Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq)"
TITLE = "one-thousand-two-hundred-and-sixty-first-round report (a six-page narrative memo)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, f"{SUMMARY}."}),
            "feature.patch_style": "function_wrapping",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "implementation.primus": frozenset(
                {
                    None,
                    f"{MODULE}.patch_fused_linear_ce",
                    f"{MODULE}._install_fused_ce_patch",
                    f"{MODULE}._ChunkedLinearCE",
                    f"{MODULE}._chunked_lm_loss",
                }
            ),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            "enable.flags": {("enable_fused_linear_ce", True)},
            # _fused_ce_enabled also accepts FUSED_LINEAR_CE == "1" (an alternative switch "for experiments").
            "enable.env": {("FUSED_LINEAR_CE", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        # Thin: `enable_fused_linear_ce: true` (line 11), the torch and megatron-core packages (line 11) and the summary
        # quoted on line 21 are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
        },
        nowhere=(
            "FUSED_CE_CHUNK",
            "8192",
            "4096",
            "PRIMUS_FUSED_CE",
            "fused_ce_chunks",
            "fused_ce_mode",
            "fla_runtime_knobs",
            "odc_torch_fsdp2",
            "enable_odc",
            "use_torch_fsdp2",
            "_odc_",
            "pre_optimizer_step",
            "megatron.core.models.gpt.GPTModel",
            "pretrain_gpt",
            "torch.utils.checkpoint",
            "build_args",
            "deep_ep",
            "primus_turbo",
            "Primus-Turbo",
            "transformer_engine",
            "Transformer Engine",
            "rocm",
            "ROCm",
            "0.16.0",
            "2.13.0",
            "mtp_num_layers",
            "inference_context",
            "labels",
            "TP=1",
            "DP=8",
            "tensor_model_parallel_size",
            "_fused_ce_hooked",
            "_PATCHED",
            "'GPTModel'",
            "gpt_mod.",
            "postprocess_with_fused_ce",
            "_scale_logits",
            "('enable_fused_linear_ce', False)",
        ),
        mentioned=(
            SYMBOL,
            "enable_fused_linear_ce",
            "FUSED_CE_CHUNK",
            "torch.utils.checkpoint",
            "megatron.core.models.gpt.GPTModel",
            "mtp_num_layers",
        ),
    ),
}
