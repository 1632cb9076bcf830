"""Round 185: a YAML ledger of the team's own keys, written by hand (it does not load: a key after a list at the same
depth): the id as `registered_as:`, a `not_ours:` list of other patches' bindings, the on switch as nested keys, and a
`corrections:` entry taking back `hook_point: setup`."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_fifth_team_yaml_pp_warmup.md"

TITLE = "hundred-and-eighty-fifth-round report (a team's YAML ledger)"
SITE = "megatron.training.training.train"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.pp_warmup.wrap_train",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/pp_warmup_patches.py"}),
            "enable.flags": {("pp_warmup", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.pp_warmup.wrap_train", "framework.name": "megatron-lm"},
        nowhere=("get_tensor_shapes", "train_step", "kimi", "mlperf", "PRIMUS_PATCHES", "check_for_nan_in_loss_and_grad", "setup"),
        mentioned=(SITE, "pp_warmup"),
    ),
}
