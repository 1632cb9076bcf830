"""Round 1016: a Phabricator task and its comment thread in Remarkup ("= Title =" headings, "```lang=python" fences whose "#"
lines are comments, ##monospace##, //italics//): a comment's struck claim that the patch also rebinds the FLOPs function,
taken back by "Edit: I was wrong above", the sibling patches in the same file, a hypothetical switch."""

from __future__ import annotations

from .case import Case
from .names import KIMI_K3_MOE_LATENT_ALLOWED

REPORT = "one_thousand_sixteenth_phabricator_remarkup_task_kimi_k3_moe_latent_size.md"

TITLE = "one-thousand-and-sixteenth-round report (a Phabricator task in Remarkup)"
CASES = {
    REPORT: Case(
        allowed={
            **KIMI_K3_MOE_LATENT_ALLOWED,
            'feature.summary': frozenset({None, 'It copies routed_expert_hidden_size (the K3 / HF name for the latent width the routed experts run in) onto the args-layer moe_latent_size.'}),
        },
        required={
            'feature.id': 'megatron.args.kimi_k3_moe_latent_size',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus': 'primus.backends.megatron.patches.kimi_k3_flops_patches.patch_k3_args_moe_latent_size',
            'enable.flags': {('model_type', 'kimi_k3')},
            'enable.phase': 'build_args',
        },
        nowhere=('num_floating_point_operations', 'kimi_k3_latent_args_mirror', 'mtp_num_layers', '2048'),
        mentioned=(),
    ),
}
