"""Round 845: a conversation with a chat assistant copied from its web page ("You said:", "ChatGPT said:", code blocks flattened
under a language line and "Copy code"): a phase and a second rebinding the user points out and the assistant takes back,
three neighbours, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_forty_fifth_chatgpt_conversation_device_mesh.md"

TITLE = "eight-hundred-and-forty-fifth-round report (a chat assistant's conversation copied as text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': 'Fix Megatron-FSDP DeviceMesh API compatibility for PyTorch 2.10+ by updating get_mesh_names to use new API.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/megatron_fsdp_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': 'Fix Megatron-FSDP DeviceMesh API compatibility for PyTorch 2.10+ by updating get_mesh_names to use new API.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'uneven_dtensor', 'megatron_fsdp_device_mesh_fix', 'PRIMUS_FSDP_DEVICE_MESH_PATCH', 'primus_turbo',
            'transformer_engine', 'torch_fsdp2', 'sdma_symm_mem', 'CUDA_DEVICE_MAX_CONNECTIONS',
        ),
        mentioned=(),
    ),
}
