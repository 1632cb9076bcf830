"""Round 974: the explorer's deep-dive written in Sesotho: the off-switch "ntle le haeba `disable_ddp_compile_patches: true`"
(unless), conditions "feela ha" (only when), a sync site a correction takes back, a hypothetical config, the SDMA,
FSDP2 and compile neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_seventy_fourth_sesotho_deep_dive_overlap_param_gather_compile.md"

TITLE = "nine-hundred-and-seventy-fourth-round report (a deep-dive in Sesotho)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.summary': 'Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration.',
            'feature.patch_style': 'binding_replacement',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/ddp_overlap_compile_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.summary': 'Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration.',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('disable_ddp_compile_patches', 'start_param_sync', 'enable_torch_compile'),
        mentioned=(),
    ),
}
