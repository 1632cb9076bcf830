"""Round 1184: a Jupyter notebook (nbformat 4 JSON) whose markdown cells carry the findings and whose code cells inspect
the patch: a `GptOssModel` claim a later cell takes back, the neighbouring `turbo_attention` patch with its flags and
four models' `Attention` sites, "if you ever", "unless" and "only when" lines, a made-up config and the versions of one
test box."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_fourth_jupyter_notebook_gptoss_sink_attention.md"

TITLE = "one-thousand-one-hundred-and-eighty-fourth-round report (a Jupyter notebook)"
CASES = {
    f"{REPORT}@torchtitan.primus_turbo.gptoss_sink_attention": Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",
            "feature.summary": frozenset({"Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"torchtitan", None}),
            "upstream.symbols": {
                "torchtitan.models.gpt_oss.model.model.Attention",
                "torchtitan.models.gpt_oss.model.model.TransformerBlock",
            },
            "implementation.primus_file": frozenset({"primus/backends/torchtitan/models/gpt_oss/model/model.py", None}),
            "implementation.turbo": frozenset({"primus_turbo.pytorch.ops.flash_attn_func", None}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True)},
            "enable.phase": frozenset({"setup", None}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {
                "torchtitan.models.gpt_oss.model.model.Attention",
                "torchtitan.models.gpt_oss.model.model.TransformerBlock",
            },
            "enable.phase": "setup",
        },
        nowhere=(
            "GptOssModel",
            "llama3",
            "qwen3",
            "deepseek_v3",
            "PRIMUS_TURBO_AUTO_TUNE",
            "enable_attention_float8",
            "transformer_engine",
            "2.9.0",
        ),
        mentioned=(
            "GptOssModel",
            "PRIMUS_TURBO_AUTO_TUNE",
            "primus_turbo.use_turbo_attention",
        ),
    ),
}
