"""Round 745: an Asana task from its API with its stories: the deep-dive in the task's notes, read line for line, and the
comments after it: a "Related but separate:" paragraph about the grouped-GEMM patch, a trainer alias a comment takes
back, a supposed override config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_forty_fifth_asana_task_stories_json_model_override.md"

TITLE = "seven-hundred-and-forty-fifth-round report (an Asana task with its stories as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            # "2. Patch logic" over its first line ("Style: function wrapping ..."), read as the part it opens.
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'torchtitan.protocols.train_spec.get_train_spec'},
            # The installer, which the report names as the implementation: the replacement is a closure inside it.
            'implementation.primus': frozenset({None, 'primus.backends.torchtitan.patches.model_override_patches.patch_torchtitan_model_override'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/model_override_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'framework.wired_at': frozenset({None, 'torchtitan.train.Trainer'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'upstream.symbols': {'torchtitan.protocols.train_spec.get_train_spec'},
            'enable.phase': 'setup',
        },
        nowhere=('_run_experts_grouped_mm', 'torchtitan.train.get_train_spec', 'turbo_attention', 'model_overrides'),
        mentioned=('torchtitan.models.moe.moe._run_experts_grouped_mm',),
    ),
}
