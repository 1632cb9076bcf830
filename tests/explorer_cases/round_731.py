"""Round 731: the explorer's inventory and deep-dive as a Markdown previewer renders them, saved from the browser as one
HTML page: the inventory an HTML table of nine patches, read as the inventory; an alias a correction takes back, a
supposed config, the compile patches beside it."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_first_html_inventory_page_skip_compile_dependencies.md"
PATCH = "megatron.runtime.skip_compile_dependencies"

TITLE = "seven-hundred-and-thirty-first-round report (a rendered Markdown page saved as HTML)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility)',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.training.initialize._compile_dependencies'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility)',
            'upstream.symbols': {'megatron.training.initialize._compile_dependencies'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.training._compile_dependencies', 'disable_compile_dependencies', 'PRIMUS_SKIP_COMPILE_DEPS',
            'setup_model_and_optimizer',
        ),
        mentioned=('megatron.training.training._compile_dependencies',),
    ),
}
