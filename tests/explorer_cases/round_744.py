"""Round 744: the explorer's inventory of eight TorchTitan patches, a table comparing two of them a column each, and the
deep-dive of one: a PyTorch version a correction takes back, a supposed config, the SDMA patch's variable."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_forty_fourth_torchtitan_inventory_comparison_weight_tying.md"

TITLE = "seven-hundred-and-forty-fourth-round report (an explorer inventory with a comparison table)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.summary': 'Group tied tok_embeddings/output weights in one FSDP2 shard group for models with enable_weight_tying (Qwen3 on PyTorch 2.12+).',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'torchtitan.models.llama4.infra.parallelize.apply_fsdp'},
            'upstream.aliases': {'torchtitan.models.qwen3.infra.parallelize.apply_fsdp'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.summary': 'Group tied tok_embeddings/output weights in one FSDP2 shard group for models with enable_weight_tying (Qwen3 on PyTorch 2.12+).',
            'upstream.symbols': {'torchtitan.models.llama4.infra.parallelize.apply_fsdp'},
            'upstream.aliases': {'torchtitan.models.qwen3.infra.parallelize.apply_fsdp'},
            'enable.phase': 'setup',
        },
        nowhere=("'>=2.12'", 'fsdp_group_tied_weights', 'SDMA_ALL_GATHER', 'primus_turbo'),
        mentioned=('torchtitan.fsdp.sdma_symm_mem_collectives',),
    ),
}
