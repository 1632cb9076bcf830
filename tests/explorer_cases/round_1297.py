"""Round 1297: a py-spy profiling write-up (a flame graph, stack dumps, log lines, then an interpretation):
`muon_per_head_impl: batched` read as a switch, a wholesale factory swap taken back, `model_type` gating assumed and
taken back, `muon_split_qkv` and `muon_per_head_split_kv` of no effect, `_primus_muon_ns_kwargs` an attribute and not a
config value, `primus_turbo` not needed, the log-level and fsdp2 patches beside it, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_seventh_py_spy_profile_per_head_muon.md"

ID = "megatron.optimizer.per_head_muon"
ORTHO = "megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize"
INIT = "megatron.core.optimizer.muon.TensorParallelMuon.__init__"
FACTORY = "megatron.core.optimizer.muon.get_megatron_muon_optimizer"
ALIAS = "megatron.training.training.get_megatron_muon_optimizer"
PATCH_FILE = "primus/backends/megatron/patches/per_head_muon_patches.py"
MATHS_FILE = "primus/backends/megatron/core/optimizer/per_head_muon.py"
FLAGS = {("optimizer", "muon"), ("muon_per_head", True)}
TITLE = "one-thousand-two-hundred-and-ninety-seventh-round report (a py-spy profiling write-up)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {ORTHO, INIT, FACTORY, ALIAS},
            "upstream.aliases": {ALIAS},
            "implementation.primus": frozenset(
                {
                    None,
                    "primus.backends.megatron.core.optimizer.per_head_muon.make_per_head_orthogonalize",
                    "primus.backends.megatron.patches.per_head_muon_patches.patch_per_head_muon",
                }
            ),
            "implementation.primus_file": frozenset({None, PATCH_FILE, MATHS_FILE}),
            # per_head_muon_patches.py:83: the optimizer name and muon_per_head only.
            "enable.flags": FLAGS,
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "enable.env": set(),
            "requires.packages": {("torch", None), ("megatron-lm", None), ("megatron-core", None)},
            # PerHeadMuonConfig.__post_init__ raises ValueError for any other impl.
            "constraints": {("muon_per_head_impl", "in", ("loop", "batched"))},
        },
        # Thin: "It wraps three upstream objects, each wrapper calling the original" (line 126) and the two Primus
        # files (lines 119-122) are left TODOs.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "upstream.sites": {ORTHO, INIT, FACTORY, ALIAS},
            "enable.flags": FLAGS,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "muon_per_head_split_kv",
            "muon_split_qkv",
            "model_type",
            "muon_per_head_strict",
            "muon_per_head_include_output_proj",
            "use_fsdp2_fp32_param_optimizer",
            "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS",
            "log_level",
            "fsdp2_fp32_param",
            "get_megatron_optimizer",
            "_primus_muon_ns_kwargs",
            "primus_turbo",
            "emerging_optimizers",
            "2.9.0",
            "0.4.1",
            "3.10.12",
            "absl",
            "py-spy",
        ),
        mentioned=(ORTHO, ALIAS, "muon_per_head", "muon_per_head_impl", "muon_per_head_strict", "use_fsdp2_fp32_param_optimizer"),
    ),
}
