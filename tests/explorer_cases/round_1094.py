"""Round 1094: a port team's findings kept as an RDF graph in Turtle: one subject a claim, "rdfs:label" and
"dct:description" literals, a site whose "ex:status ex:Retracted" takes it back, constraints labelled
"use_torch_fsdp2=True when replicate degree > 1" (a setting one case requires, no flag), "ex:requires ex:needFsdp2" (a
resource, no package), a neighbour patch and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_fourth_turtle_knowledge_base_hsdp.md"

TITLE = "one-thousand-and-ninety-fourth-round report (an RDF knowledge base in Turtle)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.hsdp',
            'feature.summary': frozenset({"Map data_parallel_replicate_degree to Megatron's num_distributed_optimizer_instances so that initialize_model_parallel creates the HSDP process groups (intra-partial shard + inter-instance replicate).", "Maps the Primus-only key data_parallel_replicate_degree to Megatron's num_distributed_optimizer_instances so that initialize_model_parallel creates the HSDP process groups (intra-partial shard + inter-instance replicate).", None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus': frozenset({'primus.backends.megatron.patches.args.hsdp_args_patches.patch_hsdp_args', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/args/hsdp_args_patches.py', None}),
            'enable.phase': frozenset({'build_args', None}),
        },
        required={
            'feature.id': 'megatron.args.hsdp',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'use_torch_fsdp2', 'ckpt_format', 'needFsdp2', 'needDcpCkpt', 'initialize_model_parallel',
            'sequence_parallel', 'use_megatron_fsdp', '2.7', 'core_r0.13.0',
        ),
        mentioned=(),
    ),
}
