"""Round 1145: a C# dashboard card whose XML doc comments carry the findings about `megatron.fused_pad_routing_map`: a wrap
an earlier version claimed and a `<para>` takes back, a gate flag an `[Obsolete]` attribute withdraws, a made-up
`<example>` config, and the neighbouring card `megatron.moe.permute_fusion` whose sites are its own."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_fifth_csharp_xml_doc_fused_pad_routing_map.md"

TITLE = "one-thousand-one-hundred-and-forty-fifth-round report (C# XML doc comments)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.summary': frozenset({"pads every expert's column of the MoE routing map ([num_tokens, num_experts]) up to the next multiple of pad_multiple.", None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/fusions/fused_pad_routing_map.py', 'primus/backends/megatron/patches/fused_pad_routing_map_patches.py', None}),
            'enable.phase': frozenset({'before_train', None}),
            'requires.packages': {('packaging', None), ('torch', None), ('triton', None)},
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'upstream.aliases': {'megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map'},
        },
        required={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'requires.packages': {('packaging', None), ('torch', None), ('triton', None)},
        },
        nowhere=(
            'fused_permute', 'fused_unpermute', 'moe_permute_fusion', 'moe_router_padding_for_quantization',
            'primus_turbo', 'PRIMUS_PATCHES', 'HAVE_TRITON',
        ),
        mentioned=(
            'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map',
            'megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map',
            'moe_router_padding_for_quantization', 'moe_permute_fusion',
            'megatron.core.transformer.moe.moe_utils.fused_permute', 'PRIMUS_PATCHES', 'packaging', 'num_tokens',
        ),
    ),
}
