"""Round 862: a Python module whose docstring documents the registry's example patch in NumPy style (Parameters, Returns, Raises,
See Also, Notes, ...) with constants recording the findings: a checkpoint loader that "also sets" the same key, "but
that is converter code, not a patch"."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_sixty_second_numpydoc_module_fix_moe.md"

TITLE = "eight-hundred-and-sixty-second-round report (a module docstring in NumPy style)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('native_loader_deepseek', 'primus_turbo'),
        mentioned=(),
    ),
}
