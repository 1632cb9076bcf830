"""Round 1054: a JATS XML article: each `<sec>` headed by its `<title>` (so "Related patch:
megatron.fsdp.sdma_symm_mem_collectives" heads what its section says), paragraphs and lists read as prose, so the
constraints listed under "raised ... when the degree is greater than 1:" hold in that case only; a footnote withdrawing
"the sentence in Section 1 about `data_parallel_sharding_strategy`"; the versions a measurement ran with, no
requirement."""

from __future__ import annotations

from .case import Case
from .names import HSDP_ALLOWED

REPORT = "one_thousand_fifty_fourth_jats_article_hsdp.md"

TITLE = "one-thousand-and-fifty-fourth-round report (a JATS XML article)"
CASES = {
    REPORT: Case(
        allowed={
            **HSDP_ALLOWED,
            'feature.summary': frozenset({"Map data_parallel_replicate_degree to Megatron's num_distributed_optimizer_instances so that initialize_model_parallel creates the HSDP process groups (intra-partial shard + inter-instance replicate).", 'The patch reads the key from module_config.params (default 1), copies it onto backend_args, and, when the degree is greater than 1, sets num_distributed_optimizer_instances to the same value.', None}),
        },
        required={
            'feature.id': 'megatron.args.hsdp',
            'feature.patch_style': 'config_rewrite',
            'framework.name': 'megatron-lm',
        },
        nowhere=(
            'data_parallel_sharding_strategy', 'optim_grads_params', 'use_torch_fsdp2', 'ckpt_format', 'torch_dcp',
            'SDMA_ALL_GATHER', 'fully_shard', "'torch'", 'use_megatron_fsdp', 'initialize_model_parallel', '2.12',
        ),
        mentioned=(),
    ),
}
