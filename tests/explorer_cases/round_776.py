"""Round 776: the explorer's deep-dive whose porting part is the bash script that applies the port to a fork: packages
"pulled in only by the Primus helper import" (no requirement), a TE helper site a correction takes back, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventy_sixth_porting_script_deep_dive_gemm_workspace_helper.md"

TITLE = "seven-hundred-and-seventy-sixth-round report (a deep-dive whose porting part is a shell script)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.general_gemm_workspace_helper',
            'feature.summary': frozenset({None, 'This is a compatibility fix, not a speed-up.'}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine._get_workspace'},
            'implementation.primus': 'primus.backends.transformer_engine.pytorch.module.base.get_workspace',
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/pytorch/module/base.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': frozenset({None, 'before_train'}),
        },
        required={
            'feature.id': 'megatron.te.general_gemm_workspace_helper',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine._get_workspace'},
            'implementation.primus': 'primus.backends.transformer_engine.pytorch.module.base.get_workspace',
        },
        nowhere=('primus_turbo', "('hip'", 'te_general_gemm_workspace', "'transformer_engine.pytorch.module.base.get_workspace'"),
        mentioned=(),
    ),
}
