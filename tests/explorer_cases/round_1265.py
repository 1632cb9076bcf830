"""Round 1265: an auto-transcribed onboarding interview (time-stamped Q/A turns, a yaml block and a JSON record): an
`_update_router_expert_bias` site said and taken back mid-answer, the quantile-balancing neighbour and its rule, an env
var that does not exist, PRIMUS_PATCHES that only filters, a module constant that is no config key, an open question on
a from-import in cuda_graphs.py, packages denied, a `seq_aux_loss` need taken back and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_fifth_onboarding_interview_expert_load_probe.md"

ID = "megatron.kimi_k3.expert_load_probe"
SYMBOL = "megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors"
HANDLER = "primus.backends.megatron.patches.kimi_k3_expert_load_probe_patches.patch_expert_load_probe"
PRIMUS_FILE = "primus/backends/megatron/patches/kimi_k3_expert_load_probe_patches.py"
# Line 18, the answer to "in one sentence, what does it do?", and the registered description it repeats.
SUMMARY = "it writes the all-reduced expert-load histogram, its entropy and its max/min ratio to a JSONL file once per optimizer step."
DESCRIPTION = "Write the all-reduced expert-load histogram, its entropy and its max/min ratio to a JSONL file once per optimizer step."
TITLE = "one-thousand-two-hundred-and-sixty-fifth-round report (an onboarding interview transcript)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # Stated plainly and required: leaving it out is not fine.
            "feature.summary": frozenset({SUMMARY, f"Um, {SUMMARY}", DESCRIPTION}),
            "feature.patch_style": "function_wrapping",
            "framework.name": frozenset({None, "megatron-lm"}),
            # kimi_k3_expert_load_probe_patches.py:119 and :238; the cuda_graphs.py local import is an open question.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # _wants_expert_load_probe (kimi_k3_expert_load_probe_patches.py:80-92); the path is the user's choice.
            "enable.flags": {
                ("model_type", "kimi_k3"),
                ("moe_router_enable_expert_bias", True),
                ("expert_load_probe_path", "output/k3_phase2/expert_load.jsonl"),
            },
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "constraints": set(),
        },
        # Thin: the summary (line 18, behind "Um,"), the site (line 26, read as the neighbour's with the slip it
        # corrects), the phase (line 86), the gate `model_type: kimi_k3` / `moe_router_enable_expert_bias: true`
        # (lines 54-58), torch and megatron-core (line 112) and the Primus file (line 14) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
        },
        nowhere=(
            "_update_router_expert_bias",
            "megatron.kimi_k3.quantile_balancing",
            "moe_router_bias_update_rule",
            "quantile",
            "sign",
            "EXPERT_LOAD_PROBE_PATH",
            "PRIMUS_PATCHES",
            "_FULL_DUMP_EVERY",
            "25",
            "2.7.1",
            "6.4",
            "0.16.0",
            "ROCm",
            "deep_ep",
            "Primus-Turbo",
            "primus_turbo",
            "transformer_engine",
            "Transformer Engine",
            "moe_router_load_balancing_type",
            "seq_aux_loss",
            "seq_load_balancing_loss",
            "cuda_graphs",
            "_finish_capturing",
            "kimi_k3_transformer_config.py",
            "KimiK3TransformerConfig",
            "get_updated_expert_bias",
            "priority",
            "3.4657",
        ),
        mentioned=(
            SYMBOL,
            "_update_router_expert_bias",
            "model_type",
            "moe_router_enable_expert_bias",
            "expert_load_probe_path",
            "EXPERT_LOAD_PROBE_PATH",
        ),
    ),
}
