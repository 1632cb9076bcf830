"""Round 1183: a Jira issue exported with its comments (wiki markup, each "Comment by A. Person [ date ]" now a part of its
own): a table row for `deepseek_v3` a comment takes back ("deepseek_v3 is *not* rebound"), "when
`model.enable_weight_tying` is false the call goes straight to the original" (when the patch does nothing: no flag),
"not a version gate" and a "We reproduced on ..." setup (no package), a neighbouring embedding patch, a phase a comment
corrects and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_third_jira_issue_weight_tying.md"

TITLE = "one-thousand-one-hundred-and-eighty-third-round report (a Jira issue with its comments)"
CASES = {
    f"{REPORT}@torchtitan.fsdp.weight_tying": Case(
        allowed={
            "feature.id": "torchtitan.fsdp.weight_tying",
            "feature.summary": frozenset(
                {"Qwen3 sets enable_weight_tying, so tok_embeddings.weight and output.weight are the same parameter.", None}
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"torchtitan", None}),
            "upstream.symbols": {
                "torchtitan.models.llama4.infra.parallelize.apply_fsdp",
                "torchtitan.models.qwen3.infra.parallelize.apply_fsdp",
            },
            "upstream.aliases": {
                "torchtitan.models.llama4.infra.parallelize.apply_fsdp",
                "torchtitan.models.qwen3.infra.parallelize.apply_fsdp",
            },
            "implementation.primus_file": frozenset({"primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py", None}),
            "enable.phase": frozenset({"setup", None}),
            "requires.packages": {("torchtitan", None)},
        },
        required={
            "feature.id": "torchtitan.fsdp.weight_tying",
            "upstream.symbols": {"torchtitan.models.llama4.infra.parallelize.apply_fsdp"},
        },
        nowhere=(
            "deepseek_v3",
            "enable_weight_tying",
            "before_train",
            "enable_embedding_autocast",
            "torch.nn.Embedding",
            "2.12",
        ),
        mentioned=(
            "torchtitan.models.deepseek_v3.infra.parallelize.apply_fsdp",
            "model.enable_weight_tying",
            "PRIMUS_PATCHES",
        ),
    ),
}
