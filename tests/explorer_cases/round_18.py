"""Round 18: a reply quoting the message it corrects.

An inventory table and a close-up of one row under headings of the writer's own, with footnotes; and the same with
its columns renamed, which reads as one deep-dive whose other rows are other patches'.
A reply that corrects the message it quotes below ("> "), with claims struck through (~~...~~).
"""

from __future__ import annotations

from .case import Case
from .names import CLASSIC, CLASSIC_FILE, CLASSIC_FLAGS, CLASSIC_SITES

TITLE = "eighteenth-round report (a reply quoting the message it corrects)"
CASES = {
    CLASSIC: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.deepseek_v3_classic_attention",
            "feature.summary": None,  # the description the reply quotes, and what it adds
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "full_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": CLASSIC_SITES,
            "upstream.aliases": CLASSIC_SITES,
            "implementation.primus": frozenset({"primus.backends.torchtitan.models.deepseek_v3.model.model.MultiHeadAttention"}),
            "implementation.primus_file": frozenset(
                {CLASSIC_FILE, "primus/backends/torchtitan/patches/turbo/deepseek_v3_classic_attention_patches.py"}
            ),
            "enable.flags": CLASSIC_FLAGS,
            "enable.phase": "setup",
            "requires.packages": {("torch", None), ("torchtitan", None)},
            "requires.platform": "any",
            "module.constructor": None,
            "module.forward_inputs": {("x", ("bsz", "seqlen", "dim"))},  # "`x` of shape `[bsz, seqlen, dim]`"
        },
        required={
            "feature.id": "torchtitan.primus_turbo.deepseek_v3_classic_attention",
            "upstream.sites": CLASSIC_SITES,  # a list under a bold label, "`a` → `B`" each
            "implementation.primus_file": CLASSIC_FILE,
            "enable.flags": CLASSIC_FLAGS,
            "enable.phase": "setup",  # 'registered at `phase="setup"`, not `before_train`'; the quoted message says before_train
        },
        nowhere=(
            "llama4.model.model.Attention",  # the quoted message's sites, which the reply corrects
            "model.args.DeepSeekV3ModelArgs",
            "PRIMUS_CLASSIC_ATTN",
            "before_train",
            "('primus_turbo',",  # "~~It needs `primus_turbo>=0.2.0`~~", struck through
            "rocm",  # "~~ROCm only~~"
            "0.2.2",  # a code comment, no version gate
            "tensor_parallel_degree",  # the quoted message's assert
            "use_turbo_attention",  # another patch's flag
            "('use_classic_attention', False)",  # pre_trainer.yaml's default
            "('enable_primus_turbo', True)",  # the default, under a top-level name the gate never reads
        ),
        mentioned=(
            *sorted(CLASSIC_SITES),
            "primus_turbo.use_classic_attention",
            "MultiHeadAttention",
            "use_turbo_attention",
        ),
    ),
}
