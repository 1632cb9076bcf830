"""Round 1223: a pretty-printed JSON object a tool emitted (patch, summary, sites, flags, env, requires, corrections and a
notes array of free text): a `build_args` phase taken back, two neighbouring patches, a made-up flag, an example config,
tested versions, a wrapping style and a site withdrawn in its corrections."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twenty_third_tool_json_object_build_tokenizer_override.md"

TITLE = "one-thousand-two-hundred-and-twenty-third-round report (a tool's JSON object)"
CASES = {
    f"{REPORT}@megatron.tokenizer.build_tokenizer_override": Case(
        allowed={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": frozenset(
                {"Override Megatron's build_tokenizer to support Primus custom tokenizer types with HuggingFace Hub IDs", None}
            ),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.training.global_vars.build_tokenizer", "pretrain_gpt.build_tokenizer"},
            "upstream.aliases": {"pretrain_gpt.build_tokenizer"},
            "implementation.primus": frozenset({"primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/training/tokenizer/tokenizer.py", None}),
            "enable.phase": frozenset({"setup", None}),
        },
        required={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "enable.phase": "setup",
        },
        nowhere=(
            "build_args",
            "function_wrapping",
        ),
        mentioned=("megatron.core.tokenizers.utils.build_tokenizer",),
    ),
}
