"""Round 1096: a LaTeX article with R chunks ("<<timing, echo=FALSE>>=" to "@") and \\Sexpr{} values: the rebound site
written as an item "`x` $\\rightarrow$ `patched_get_mesh_names`", a taken-back wrap, neighbours, and the torch, ROCm and
Megatron versions the measurements ran on."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_sixth_sweave_document_fsdp_device_mesh.md"

TITLE = "one-thousand-and-ninety-sixth-round report (a Sweave/knitr document)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': frozenset({"megatron.fsdp.device_mesh fixes Megatron-FSDP's DeviceMesh API compatibility for PyTorch 2.10+.", None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names'},
            'implementation.primus': frozenset({'primus.backends.megatron.patches.megatron_fsdp_patches.patched_get_mesh_names', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/megatron_fsdp_patches.py', None}),
            'requires.packages': {('torch', None)},
            'enable.flags': {('use_megatron_fsdp', True)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'orig', 'primus_turbo', '2.10.0', '6.4', 'core_r0.14.0', 'step_ms',
        ),
        mentioned=(),
    ),
}
