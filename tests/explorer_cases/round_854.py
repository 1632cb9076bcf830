"""Round 854: an experiment tracker's report exported to Markdown (panel placeholders, run-set tables, charts with alt text,
findings, comments): a site an edit takes back, an attribute set "when `cpu_offload_input` is set", a porting step
naming "`torch.compile`" after "traced by", a hypothetical YAML gate, the MLPerf neighbour."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fifty_fourth_wandb_report_fused_bias_swiglu.md"
PATCH = "megatron.te.fused_bias_swiglu"

TITLE = "eight-hundred-and-fifty-fourth-round report (an experiment tracker's report exported to Markdown)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.te.fused_bias_swiglu',
            'feature.summary': 'Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward', 'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.fused_bias_swiglu',
            'feature.summary': 'Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward', 'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'torch.compile', 'activation_offloading', 'BiasSwiGLUFunction', 'use_te_swiglu', 'te_swiglu_min_version',
            'mlperf_llama2_70b',
        ),
        mentioned=(),
    ),
}
