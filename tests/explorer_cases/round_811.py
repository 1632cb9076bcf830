"""Round 811: an agent's ReAct trace (Thought, Action, Observation with grep output) ending in the explorer's deep-dive as
its final answer: a rebinding a later thought takes back, the extensions a package provides listed with packages."""

from __future__ import annotations

from .case import Case
from .names import AITER_DEEPBIND_ALLOWED

REPORT = "eight_hundred_eleventh_react_trace_aiter_deepbind.md"

TITLE = "eight-hundred-and-eleventh-round report (an agent's ReAct trace)"
CASES = {
    REPORT: Case(
        allowed={
            # The shared facts of the patch, with what these two reports state plainly besides.
            **AITER_DEEPBIND_ALLOWED,
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None), ('transformer_engine', None)},
            'feature.summary': frozenset({None, 'Works around ROCm/aiter#1332: on gfx942 (MI300X/MI325X) and gfx950 (MI350X/MI355X), the transformer_engine shipped in rocm/primus:v26.3 bundles a stale vendored libmha_bwd.so whose global aiter::mha_bwd symbol shadows the pinned aiter build and crashes the Turbo attention hd128 backward.'}),
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None), ('transformer_engine', None)},
        },
        nowhere=(
            'module_fmha_v3_bwd', 'mha_bwd_bf16', 'setdlopenflags', 'enable_turbo_attention_float8', 'tensor_model_parallel_size',
        ),
        mentioned=('module_fmha_v3_bwd',),
    ),
}
