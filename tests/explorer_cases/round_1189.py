"""Round 1189: an AI coding agent's final answer after it explored the code: a summary, findings, a table, raw grep output
in a <details> block and caveats; "It calls `inspect.getsource` but never `exec()`s anything, so ... it is not a
source-string rewrite" (no source_rewrite from that sentence), "if none of the names resolve (`applied == 0`), the shim
raises" (when the code fails: no constraint), a retracted `megatron.training.initialize` site, the neighbouring
validate_args patch, a made-up key."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_ninth_agent_answer_args_compat.md"

TITLE = "one-thousand-one-hundred-and-eighty-ninth-round report (an AI coding agent's answer)"
CASES = {
    f"{REPORT}@megatron.args.add_megatron_arguments_compat": Case(
        allowed={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "feature.summary": frozenset(
                {"Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().", None}
            ),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.training.arguments.add_megatron_arguments"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args_compat_patches.py", None}),
            "enable.phase": frozenset({"setup", None}),
        },
        required={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "enable.phase": "setup",
        },
        nowhere=(
            "source_rewrite",
            "applied",
            "megatron.training.initialize",
            "validate_args",
            "PRIMUS_PATCHES",
        ),
        mentioned=(
            "megatron.training.initialize.add_megatron_arguments",
            "applied == 0",
            "PRIMUS_PATCHES",
        ),
    ),
}
