"""Round 1125: the explorer's deep-dive written in Crimean Tatar: a global `fully_shard` rebinding taken back two lines
later, a hypothetical DeepSeek-V3 site, an unsure sentence, `PRIMUS_PATCHES`, versions that are not requirements and the
neighbour `torchtitan.embedding.amp_alignment` with its own flag and symbol."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_fifth_crimean_tatar_deep_dive_fsdp_weight_tying.md"

TITLE = "one-thousand-one-hundred-and-twenty-fifth-round report (a deep-dive in Crimean Tatar)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.summary': frozenset({'Group tied tok_embeddings/output weights in one FSDP2 shard group for models with enable_weight_tying (Qwen3 on PyTorch 2.12+).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'torchtitan', None}),
            'upstream.symbols': {'torchtitan.models.llama4.infra.parallelize.apply_fsdp', 'torchtitan.models.qwen3.infra.parallelize.apply_fsdp'},
            'enable.phase': frozenset({'setup', None}),
        },
        required={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'setup',
        },
        nowhere=(
            'torch.distributed.fsdp.fully_shard', 'deepseek_v3', 'amp_alignment', 'PRIMUS_PATCHES',
        ),
        mentioned=(),
    ),
}
