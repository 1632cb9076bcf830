"""Round 1247: a claude.ai chat export as JSON (each message's Markdown on one line, a pasted handler as an attachment):
a function-wrapper guess (`orig_forward`, `_sink_attn_forward`) taken back for a binding replacement, a turbo block of
knobs this patch never reads, two sibling turbo attention patches and their sites, the mirror's base classes, `deep_ep`
and Transformer Engine not needed, `PRIMUS_PATCHES`, one run's versions and a guessed torchtitan version window."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_seventh_claude_chat_export_gptoss_sink_attention.md"

ID = "torchtitan.primus_turbo.gptoss_sink_attention"
ATTENTION = "torchtitan.models.gpt_oss.model.model.Attention"
BLOCK = "torchtitan.models.gpt_oss.model.model.TransformerBlock"
MIRROR = "primus.backends.torchtitan.models.gpt_oss.model.model"
MODEL_FILE = "primus/backends/torchtitan/models/gpt_oss/model/model.py"
PATCH_FILE = "primus/backends/torchtitan/patches/turbo/gptoss_sink_attention_patches.py"
TURBO = "primus_turbo.pytorch.ops.flash_attn_func"
SUMMARY = (
    "it routes GPT-OSS attention (learnable per-head sinks + a sliding window on even layers) through Primus-Turbo's "
    "functional kernel primus_turbo.pytorch.ops.flash_attn_func instead of upstream FlexAttention."
)
DESCRIPTION = "Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS"
FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True)}
TITLE = "one-thousand-two-hundred-and-forty-seventh-round report (a claude.ai chat export in JSON)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, f"Short version: {SUMMARY}", DESCRIPTION}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "framework.name": frozenset({None, "torchtitan"}),
            # gptoss_sink_attention_patches.py: gptoss_model_mod.Attention / .TransformerBlock; "Aliases: none".
            "upstream.symbols": {ATTENTION, BLOCK},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, f"{MIRROR}.Attention", f"{MIRROR}.TransformerBlock"}),
            "implementation.primus_file": frozenset({None, MODEL_FILE, PATCH_FILE}),
            "implementation.turbo": frozenset({None, TURBO}),
            # _gptoss_turbo_enabled: model.name == "gpt_oss" and the two turbo flags.
            "enable.flags": {*FLAGS, ("model.name", "gpt_oss")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "enable.side_effects": set(),
            "requires.packages": {("primus_turbo", None), ("primus-turbo", None), ("torch", None), ("torchtitan", None)},
            "constraints": {("model.name", "==", "gpt_oss")},
            "module.constructor": frozenset({None, "Attention(model_args)"}),
        },
        # Thin: the id, summary, backend, `setup` phase and Needs of line 145 are left TODOs (read as taken back by line 73).
        required={
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "upstream.sites": {ATTENTION, BLOCK},
            "implementation.primus_file": MODEL_FILE,
            "implementation.turbo": TURBO,
            "enable.flags": FLAGS,
        },
        nowhere=(
            "orig_forward",
            "_sink_attn_forward",
            "function_wrapping",
            "full_replacement",
            "enable_attention_float8",
            "use_turbo_float8_linear",
            "use_classic_attention",
            "deepseek_v3",
            "torchtitan.primus_turbo.turbo_attention",
            "llama3",
            "llama4",
            "qwen3",
            "MultiHeadAttention",
            "TTGptOssAttention",
            "TTGptOssBlock",
            "GptOssModel",
            "deep_ep",
            "transformer_engine",
            "PRIMUS_PATCHES",
            "0.1.1",
            "2.7.1",
            "rocm6.4",
            "0.2.1",
            "0.2.2",
            "context_parallel_degree",
            "layer_id",
            "use_sliding_attention",
            "_turbo_window",
            "compile.enable",
            "torch.compile",
            "converters",
            "log_rank_0",
            "primus_turbo_converter",
        ),
        mentioned=(
            ATTENTION,
            BLOCK,
            "primus_turbo.use_turbo_attention",
            "enable_attention_float8",
            "torchtitan.primus_turbo.turbo_attention",
        ),
    ),
}
