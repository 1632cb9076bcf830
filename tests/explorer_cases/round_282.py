"""Round 282: a GitLab issue and its notes as the REST API returns them, saved as one JSON object: the description's
table, system notes, notes newest first, a struck alias and an assertion a later note takes back."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_second_gitlab_issue_json_fla_rmsnorm.md"

TITLE = "two-hundred-and-eighty-second-round report (a GitLab issue as REST JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.torch_norm.fla_rmsnorm",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.torch_norm.WrappedTorchNorm.__new__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_norm_fla_rmsnorm_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("use_fla_fused_rmsnorm", True)},
            "requires.packages": {("fla", None)},
        },
        required={"feature.id": "megatron.torch_norm.fla_rmsnorm", "upstream.symbols": {"megatron.core.transformer.torch_norm.WrappedTorchNorm.__new__"}},
        # The struck alias; the companion's environment knobs; the assertion taken back; the bypassed torch version.
        nowhere=("models.backends", "PRIMUS_FLA", "sequence_parallel", "2.4"),
        mentioned=("use_fla_fused_rmsnorm", "megatron.core.transformer.torch_norm.WrappedTorchNorm.__new__"),
    ),
}
