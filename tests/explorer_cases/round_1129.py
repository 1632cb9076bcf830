"""Round 1129: a Bazel `port_notes.bzl`: `#` comment blocks (a title between rules), a `PATCHES` dict of structs whose
fields hold the sites and flags, a parked neighbour `megatron.fp8.context` commented out, a hypothetical TE alias, a
site a correction takes back and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_ninth_starlark_bzl_te_fp8_block_scaling.md"

TITLE = "one-thousand-one-hundred-and-twenty-ninth-round report (a Bazel Starlark file)"
CASES = {
    f"{REPORT}@transformer_engine.pytorch.fp8": Case(
        allowed={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.summary': frozenset({"overrides Transformer Engine's check_fp8_block_scaling_support with a Primus version.", None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'transformer_engine.pytorch.fp8.check_fp8_block_scaling_support'},
            'implementation.primus_file': frozenset({'primus/backends/transformer_engine/pytorch/fp8.py', None}),
            'enable.flags': {('enable_primus_turbo', True), ('fp8', True)},
            'requires.packages': {('primus_turbo', None), ('transformer_engine', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'transformer_engine.pytorch.fp8',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'float8_blockwise_tensor', 'FP8GlobalStateManager', 'impl_file', 'primus_impl',
            'disable_fp8_context_patches', 'get_fp8_context', 'NVTE_FP8_BLOCK_SCALING_FP32_SCALES',
        ),
        mentioned=(
            'transformer_engine.pytorch.tensor.float8_blockwise_tensor.check_fp8_block_scaling_support',
            'megatron.core.fp8_utils.get_fp8_context',
        ),
    ),
}
