"""Round 625: a ZNC bouncer's channel log (joins, a topic, a /me action, a handler pasted a line at a time): a version
pin taken back by quoting it ("the ">=0.12.0" above is wrong"), a gate taken back with "^ wrong", the pure-DP sync
patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_twenty_fifth_znc_log_skip_compile_dependencies.md"

TITLE = "six-hundred-and-twenty-fifth-round report (a ZNC IRC log)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': frozenset({None, 'replaces megatron.training.initialize._compile_dependencies with a no-op, so Megatron-LM skips its CUDA fused kernel compilation at init (ROCm compatibility)'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.training.initialize._compile_dependencies'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/runtime_hooks_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'upstream.symbols': {'megatron.training.initialize._compile_dependencies'},
            'enable.phase': 'before_train',
        },
        nowhere=('0.12.0', 'use_rocm', 'logical_and_across', 'reduce_max_stat', "('skip_compile_dependencies', True)", '10.23.4'),
        mentioned=('megatron.training.initialize._compile_dependencies', 'use_rocm', 'skip_redundant_mp_sync'),
    ),
}
